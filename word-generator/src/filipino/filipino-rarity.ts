import type { Difficulty } from '@bluffle/shared-schema';
import type { FilipinoRarity, FilipinoRealEntry } from './filipino-real-entry';

export type { FilipinoRarity };

export const FILIPINO_RARITIES: readonly FilipinoRarity[] = ['everyday', 'known', 'literary'];

/** The first entries (written before rarity mattered) judged everyday. */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  `
  kilig gigil pasalubong bayanihan tampo lambing hiya antok tsismis harana alaala bahaghari alitaptap
  paruparo kalabaw kidlat tiyaga sampaguita kubo banig tabo palayok pangarap pagmamahal paglalakbay
  pagsisisi kaligayahan katahimikan kasintahan tindahan aklatan tahanan palaruan paaralan tagahanga
  pamaypay panulat diwata tikbalang habagat amihan bugtong salawikain kundiman dangal hiwaga parol bunso
  pamana kababata himig tutubi saranggola ulam unos buhawi hamog sinag bangin lambak pulo punso usbong
  ubod bunot bao kamias balimbing duhat makopa aratiles malunggay kangkong alupihan alakdan tipaklong
  anay linta tuko bayawak pawikan talangka talaba tahong dilis lawin kuwago uwak tamaraw paniki bubuyog
  putakti usa panday hilot datu alipin aswang kapre nuno manananggal agimat gayuma kulam bangungot pigsa
  alipunga galis kulugo gulugod bagang hinanakit alinlangan patunay salaysay talumpati kasabihan
  palaisipan ungol huni alulong banga bilao bayong salakot lusong panggatong papag sulo baul haligi
  lambat sibat palaso baro bakya sapot kakanin suman bibingka kutsinta palitaw biko tinola pinakbet
  dinuguan kinilaw daing tinapa tutong bahaw lambanog tuba salabat pulutan sawsawan balo ulila manugang
  biyenan bayaw hipag inaanak angkan ninuno panauhin dayuhan binibini ginoo tanod bilanggo bihag tulisan
  palaboy alalay kababayan paslit pulong halalan hukom hukuman piitan buwis upa sangla puhunan abuloy
  limos handog alay lamay puntod kabaong panata kapalaran tadhana balato pabuya gantimpala parangal
  paligsahan sungka palamuti ukit palayaw kabanata liham kinabukasan silungan manligaw magtampo mangarap
  umidlip magmano magluto maglaba magdilig magsaing magpaalam magtipid magbiro magsumbong magtanim
  magpuyat tumakas lumangoy sumayaw tumawa humikab bumulong sumimangot yumuko lumuhod sumigaw ngumiti
  kumindat mangisda mamasyal mamalengke maligo matulog mainggit hanapin sundin tiisin yakapin suyuin
  gisingin tikman alagaan kalimutan tulungan pagbigyan ibigay itago ipagtanggol isauli ipaalala
  ipagmalaki naglayas nagulat nagbago nagkamali tinupad ginawa niluto sinagot humikbi humagulgol
  sumulyap pumiglas kumawala sumibol kumupas lumuwas sumugod lumusob humarurot sumingit sumabat tumutol
  pumalag umangal dumabog umirap humalakhak humagikgik dumapa sumandal tumingala umurong kumalas
  lumaklak magmukmok magmaktol magsikap magtaksil maghinala magtampisaw maglublob magkalkal magtadtad
  maglaga magsangag magtuhog magkusot magbanlaw magsulsi maghabi magtanan magpasan magbitbit magkandong
  maghele magdamot magmarunong magmalaki magmakaawa magsisi mamitas mamulot mamalimos manghina manggigil
  manumpa manghimasok manlait mangutya manukso manggaya kuskusin himasin haplusin pingutin kalungin
  suhulan sulsulan sabunutan batukan tadyakan baunan kumutan isalin isangla isilid ihain kinupkop
  inampon sinuway naglaho nagbitiw makulit malambing masipag sabik maselan tahimik mabait masarap
  maanghang masungit madaldal maramot mahiyain malikot masikip malagkit maulap nakakatakot nakakatawa
  nakakahiya nakakainis nakakapagod nakakakilig mapagmahal mapagbigay tamad tulala suplado malansa
  mapanghi mahapdi makirot makulimlim maaliwalas maginaw mabanas maalon matarik malago matamlay maaksaya
  malapot maligamgam magaspang malubak malubha mailap maamo mabangis malikhain mapagbiro mapaghiganti
  hangal mangmang gahaman suwail makupad lango bundat lanta bansot bulol utal duling kuba pango bungi
  gusgusin salat hitik siksik lantad tiwali pihikan marangya bantog nakakaasiwa nakakaantig nakakalula
  nakakangilo nakakabahala nakakaumay palagi agad kanina mamaya bukas kahapon kagabi madalas bihira muli
  talaga siguro piging
`
    .trim()
    .split(/\s+/),
);

/** The first entries judged literary; the entries written for their rarity carry their tier themselves. */
export const LITERARY_WORDS: ReadonlySet<string> = new Set(
  `
  alimuom dalisdis sukal pilapil buri limatik kalaw hanip anluwage timawa lunggati himutok hiwatig dalit
  oyayi tanaga lagitik tapayan dulang tampipi batalan baklad tabak putong salinlahi pantas supling
  dantaon tumalilis tumikhim kumislot tumalungko umigtad umamba bumalikwas maglimayon maggiik magtahip
  magkayas maggayat maglala magkilik mangatal sipatin arukin maanta maantak malamya masamyo maligoy
  madawag timtiman tigib bantulot niknik lakan paraluman lakambini taludtod saknong lagumin
`
    .trim()
    .split(/\s+/),
);

export function rarityOf(entry: Pick<FilipinoRealEntry, 'word' | 'rarity'>): FilipinoRarity {
  if (entry.rarity) return entry.rarity;
  if (EVERYDAY_WORDS.has(entry.word)) return 'everyday';
  return LITERARY_WORDS.has(entry.word) ? 'literary' : 'known';
}

/** Whether a game may show this word as a real word to call: every speaker would know an everyday one. */
export function isAskable(entry: Pick<FilipinoRealEntry, 'word' | 'rarity'>): boolean {
  return rarityOf(entry) !== 'everyday';
}

/**
 * How hard an asked word is to call, from its rarity: a known word is easy, or medium where its entry was
 * marked hard; a literary word is hard. An everyday word is never asked, so it keeps its entry's difficulty.
 */
export function askedDifficulty(
  entry: Pick<FilipinoRealEntry, 'word' | 'rarity' | 'difficulty'>,
): Difficulty {
  const rarity = rarityOf(entry);
  if (rarity === 'literary') return 'hard';
  if (rarity === 'known') return entry.difficulty === 'hard' ? 'medium' : 'easy';
  return entry.difficulty;
}
