/**
 * Common Tagalog roots, written for Bluffle from our own knowledge of the language. The Debian word lists hold
 * inflected forms and miss some everyday roots (pitik, a flick, is not in them); these are checked too, so an
 * invented root cannot be one of them or one letter from one.
 */
export const COMMON_TAGALOG_ROOTS: readonly string[] = `
aral alis akyat awit ayos bagsak bahay bala balita balik bango basa bata bawal bayad bigay bili bilang bilis
buhay bukas bukid bulaklak bundok buti buto dagat dahon dala dalaw damit dasal dating dilim dinig dugo dulo
gabi galing galit gamit gamot ganda gawa gising gulat gulo gutom habol halik halaman handa hanap hangin hapon
hati hawak higa hila hingi hintay hiram hirap hiwa hugas hukay hula huli husay ibon inom init isip isda itlog
kain kalat kamay kanta kapit kasal kati kilos kita kuha kulay kulit kumot kuwento labas laba lagay lakad laki
lalim lamig langoy laro lasa layo ligo liit likod linis lipad lipat litaw liwanag loob luha lupa luto mahal
malay mana mata mithi nood pagod palit pangit pasok patay payat pila pili pinto pitik puno punta pula pulot
puso putol sabi sakay sakit salita sama sampal sandok sagot sayaw sikat silip simba sipag sira sulat sundo
sunod suot tabi takbo takot talon tamad tanim tanong tapos tawa tawag tayo tiis tingin tipid tubig tulog
tulong tulak tumba tuyo ubos ulan ulo upo usap wala walis wasak yaman yakap yuko sabaw bawang sibuyas kanin
bigas palay saging niyog mangga manok baboy baka aso pusa daga lamok langaw ipis gagamba pugad sisiw bibe
pato kambing kabayo ahas buwaya tiklop kalikot kutkot kudkod kamot kurot pisil pitas sungkit sipsip himas
hilod kuskos banlaw pigil tigil tuloy sipa suntok tadyak hampas palo hatak bitaw yapak tapak apak lukso
lundag gapang sugod salubong sunggab dakip hulog tapon dampot damot sakim ramot gulang tanda bunso panganay
kuya ate bunot hugot dilig bungkal ani gapas giik bayo saing laga prito ihaw sangag gisa halo hain punas
ligpit tupi tahi sulsi plantsa sampay kusot piga babad lublob lunod lubog lutang sisid sagwan layag bangka
bapor lunday daungan pampang ilog sapa batis bukal lawa alon agos baha bagyo ambon ulap langit araw buwan
bituin kulog kidlat lindol putik alikabok buhangin bato damo sanga ugat bunga tangkay tinik taas baba lapit
tamis pait asim alat anghang lambot tigas dumi bigat gaan babaw lapad kitid haba ikli kapal nipis ingay
sigaw bulong biro tukso asar inis yamot suya lungkot saya ligaya tuwa galak poot selos inggit hiya kaba
pangamba kilabot lumbay pighati dalamhati hinagpis kirot hapdi ngalay pilay bali sugat galos pasa bukol
paltos lagnat ubo sipon hilo suka pawis laway buhok mukha ilong bibig ngipin dila tenga leeg balikat braso
siko daliri kuko dibdib tiyan baywang hita tuhod binti paa sakong balat laman atay baga bituka kilig gigil
tampo lambing antok tsismis harana alaala gunita bayani ligaw idlip kulit sabik dungis ningning halimuyak
tiyaga hinahon kubo banig tabo palayok kalabaw paruparo alitaptap bahaghari takipsilim liwayway
higop lunok nguya kagat amoy hawi sabit tusok balot tali buhol lukot gusot punit basag bitak butas lubak
lusak gulay prutas karne sariwa tamis bulok hinog hilaw luto sunog usok apoy abo uling kahoy kawayan
dampa kamalig bakod bakuran hagdan bubong sahig dingding pader silid sulok gilid likuran harapan tuktok
paanan ibaba itaas loob labas gitna dulo hangganan ulit balik pabalik salamat paalam kamusta mabuhay
sigla sipon tuyo basa lamig init ginaw alinsangan pawis kilay pilik labi pisngi baba noo batok sikmura
bulsa butones sinturon sapatos medyas kamiseta pantalon palda bestida kumot unan banig kulambo duyan
sandok kaldero kawali plato pinggan baso tasa kutsara tinidor kutsilyo itak gulok palakol pala asarol
araro suyod tanim binhi punla ani palay mais kamote gabi saging niyog mangga bayabas santol kamatis
sibuyas bawang luya sili paminta asin asukal suka toyo patis bagoong tinapay kanin lugaw sopas sabaw
tsokolate gatas kape tsaa tubig yelo hangin ulan bagyo baha unos ambon kulog kidlat lindol pagsabog
`
  .trim()
  .split(/\s+/);
