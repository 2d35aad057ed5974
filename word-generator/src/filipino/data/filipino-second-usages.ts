/**
 * A second sentence for real entries that lend their meaning to two invented words: the bank holds
 * more invented words than there are entries to lend, and a sentence serving the real word and two invented
 * ones gives all three away as a shared frame. Each is written for Bluffle for the entry's sense, with the entry
 * in the same form, so the invented word that takes its place reads as the same part of speech and affix.
 */
export const FILIPINO_SECOND_USAGES: Readonly<Record<string, string>> = {
  takipsilim:
    'Sa takipsilim, nagsisindi ng mga kandila ang mga tao sa kapilya. (At twilight, people light candles in the chapel.)',
  liwayway:
    'Tumilaok ang mga tandang bago pa dumating ang liwayway. (The roosters crowed even before the dawn came.)',
  dapithapon:
    'Mahaba na ang mga anino sa bukid pagsapit ng dapithapon. (The shadows in the field are long by late afternoon.)',
  hinahon:
    "Hinangaan ng mga manonood ang hinahon ng kandidato sa gitna ng debate. (The audience admired the candidate's composure in the middle of the debate.)",
  dungis:
    'Pinunasan ng ina ang dungis sa noo ng batang kagagaling sa laro. (The mother wiped the dirt off the forehead of the child just back from playing.)',
  ningning:
    "Nasilaw ang lahat sa ningning ng mga alahas ng reyna. (Everyone was dazzled by the sparkle of the queen's jewels.)",
  halimuyak:
    'Sinalubong kami ng halimuyak ng ilang-ilang pagbukas ng pinto. (The fragrance of ylang-ylang greeted us when the door opened.)',
  kundiman:
    'Lumaki si Lolo sa panahong kundiman ang inaawit ng mga binata sa ilalim ng bintana. (Grandfather grew up when young men sang love songs beneath windows.)',
  lumbay:
    'Tuwing Pasko, dinadalaw siya ng lumbay dahil malayo ang kanyang pamilya. (Every Christmas a quiet sadness visits him, because his family is far away.)',
  pighati:
    'Dinala niya ang pighati nang ilang taon matapos ang sunog. (She carried her anguish for years after the fire.)',
  hiwaga:
    'Nabalot ng hiwaga ang pagkawala ng barko sa gitna ng dagat. (The loss of the ship in the middle of the sea was wrapped in mystery.)',
  silong:
    'Nag-imbak si Tatay ng mga kahoy na panggatong sa silong. (Father stored firewood in the space under the house.)',
  alapaap: 'Nagtago ang buwan sa likod ng alapaap. (The moon hid behind the high clouds.)',
  pamana:
    'Ang lupang sinasaka nila ay pamana ng kanilang mga ninuno. (The land they farm is a legacy from their ancestors.)',
  talaarawan:
    "Nabasa ng kuya ang talaarawan ng kanyang kapatid at nagalit ito. (The older brother read his sister's diary, and she got angry.)",
  himig:
    'Sumisipol siya ng isang masayang himig habang nagluluto. (He whistled a cheerful tune while cooking.)',
  sigwa:
    'Tatlong araw na hindi nakapalaot ang mga mangingisda dahil sa sigwa. (The fishermen could not go out to sea for three days because of the tempest.)',
  unos: 'Matibay ang kanilang pagsasama kahit maraming unos ang dumating. (Their marriage stayed strong even though many storms came.)',
  daluyong:
    'Nagbabala ang mga awtoridad na aabot sa tatlong metro ang daluyong. (The authorities warned that the storm surge would reach three metres.)',
  buhawi:
    'Nakita ng mga magsasaka ang buhawi na paikot-ikot sa gitna ng palayan. (The farmers saw the whirlwind spinning in the middle of the rice field.)',
  sinag:
    'Kumikislap ang hamog sa damo sa unang sinag ng umaga. (The dew on the grass glittered in the first ray of morning.)',
  dalisdis: 'Dahan-dahan kaming bumaba sa madulas na dalisdis. (We went down the slippery slope slowly.)',
  talampas:
    'Nagtayo ng kampo ang mga sundalo sa talampas para matanaw ang lambak. (The soldiers set up camp on the plateau to overlook the valley.)',
  laot: 'Tatlong araw nanatili sa laot ang mga mangingisda bago umuwi. (The fishermen stayed three days on the open sea before going home.)',
  pampang: 'Dumaong ang bangka sa pampang bago dumilim. (The boat landed on the shore before dark.)',
  punso:
    'Pinaniniwalaang may nakatirang duwende sa punso sa gitna ng bukid. (A dwarf is believed to live in the mound in the middle of the field.)',
  sukal:
    'Hinawan ng mga magsasaka ang sukal bago magtanim ng mais. (The farmers cleared the tangled brush before planting corn.)',
  pilapil:
    'Nadulas ang kalabaw sa pilapil at nahulog sa putik. (The water buffalo slipped on the dike and fell into the mud.)',
  talahib:
    'Pumuti ang buong burol dahil namumulaklak ang talahib. (The whole hill turned white because the wild grass was in plume.)',
  bunot:
    'Ginamit ng katulong ang bunot para pakintabin ang sahig na kahoy. (The helper used a coconut husk to make the wooden floor shine.)',
  bao: 'Ginawang sandok ni Lolo ang bao na may hawakang kawayan. (Grandfather made the coconut shell into a ladle with a bamboo handle.)',
  kuliglig:
    "Huminto ang huni ng kuliglig nang lumapit ako sa puno. (The cicada's song stopped when I came near the tree.)",
  balang:
    'Nagtakip ng langit ang kawan ng balang na dumaan sa probinsya. (The swarm of locusts that passed through the province covered the sky.)',
  limatik:
    'Nakita ko lang ang limatik sa binti ko nang dumugo na ito. (I only noticed the leech on my leg once it was bleeding.)',
  bayawak:
    'Lumangoy ang bayawak sa ilog at nawala sa mga bakawan. (The monitor lizard swam in the river and vanished among the mangroves.)',
  tagak:
    'Lumipad ang puting tagak mula sa palayan nang dumaan ang traktora. (The white egret flew up from the paddy when the tractor passed.)',
  putakti: 'Nagtayo ng pugad ang mga putakti sa ilalim ng bubong. (The wasps built a nest under the roof.)',
  panday:
    'Nagpagawa si Tatay ng bagong itak sa panday sa kabilang nayon. (Father had a new bolo made by the blacksmith in the next village.)',
  hilot:
    'Sa hilot dinadala ng mga ina ang batang may pilay. (Mothers bring a child with a sprain to the folk healer.)',
  anito:
    'Inukit ng matanda ang anito mula sa kahoy ng narra. (The old man carved the ancestral figure out of narra wood.)',
  nuno: "Nagkasakit daw ang bata dahil naapakan niya ang bahay ng nuno. (They say the child fell ill because he stepped on the dwarf's home.)",
  binat:
    'Nagkaroon siya ng binat dahil naglaba siya kahit kagagaling lang sa sakit. (She had a relapse because she did laundry though she had only just recovered.)',
  talukap:
    'Namaga ang talukap ng mata niya dahil sa kagat ng lamok. (His eyelid swelled from a mosquito bite.)',
  hinanakit:
    "Nawala ang hinanakit ng magkapatid nang magkita sila sa burol ng ina. (The siblings' grudge vanished when they met at their mother's wake.)",
  dunong:
    'Ibinahagi ng guro ang kanyang dunong sa mga mag-aaral sa nayon. (The teacher shared her learning with the village pupils.)',
  salaysay:
    "Magkaiba ang salaysay ng dalawang saksi tungkol sa aksidente. (The two witnesses' accounts of the accident differed.)",
  palaisipan:
    'Nananatiling palaisipan sa amin kung paano nakalabas ang aso. (How the dog got out remains a puzzle to us.)',
  oyayi:
    'Hanggang ngayon, naaalala ko pa ang oyayi na kinakanta ni Nanay. (To this day I remember the lullaby Mother used to sing.)',
  alingawngaw:
    'Umabot sa kabilang bundok ang alingawngaw ng putok. (The echo of the gunshot reached the next mountain.)',
  lagaslas:
    'Sinundan namin ang lagaslas hanggang matagpuan ang talon. (We followed the sound of rushing water until we found the falls.)',
  kaluskos:
    'Napatigil kami sa paglalakad nang may kaluskos sa mga halaman. (We stopped walking when there was a rustle in the bushes.)',
  huni: 'Nakikilala ng matanda ang bawat ibon sa huni pa lamang nito. (The old man can tell each bird by its call alone.)',
  dagundong:
    'Narinig ang dagundong ng bulkan hanggang sa kabilang bayan. (The rumble of the volcano was heard as far as the next town.)',
  kalansing:
    'Gumising ang aso sa kalansing ng mga susi sa pinto. (The dog woke at the jingle of the keys at the door.)',
  tilamsik:
    'Nag-iwan ng mantsa sa damit ko ang tilamsik ng putik. (The spatter of mud left a stain on my clothes.)',
  tapayan:
    'Nag-iipon ng tubig-ulan si Lola sa tapayan sa tabi ng bahay. (Grandma collects rainwater in the big jar beside the house.)',
  lusong:
    'Ginawa ng lolo ang lusong mula sa isang putol ng punong molave. (Grandfather made the mortar from a single log of molave.)',
  papag:
    'Inilabas nila ang papag sa bakuran para doon magpahinga. (They took the slatted bed out to the yard to rest on.)',
  baul: 'Puno ng lumang damit at liham ang baul sa ilalim ng hagdan. (The chest under the stairs was full of old clothes and letters.)',
  haligi:
    'Nabulok na ang isang haligi kaya tumagilid ang bahay. (One of the house posts had rotted, so the house leaned.)',
  tarangkahan:
    'Ikinandado ni Tatay ang tarangkahan bago matulog. (Father padlocked the gate before going to bed.)',
  kalasag:
    'Pininturahan ng mandirigma ng pulang guhit ang kanyang kalasag. (The warrior painted red stripes on his shield.)',
  bahaw:
    'Ibinigay namin sa mga manok ang bahaw na hindi naubos. (We gave the hens the cold leftover rice nobody ate.)',
  piging:
    "Tatlong araw tumagal ang piging sa kasal ng anak ng datu. (The feast at the wedding of the chieftain's child lasted three days.)",
  angkan:
    'Ipinagmamalaki niya na walang nagnakaw sa kanilang angkan. (He boasts that no one in their family line has ever stolen.)',
  tanod:
    'Humingi ng tulong sa tanod ang tinderang nanakawan. (The shopkeeper who was robbed asked the village watchman for help.)',
  bihag: 'Ginawang bihag ng mga pirata ang mga mangangalakal. (The pirates took the merchants captive.)',
  paslit:
    'Paslit pa lamang siya nang matuto siyang lumangoy sa ilog. (She was still a tot when she learned to swim in the river.)',
  puhunan:
    'Ginawa niyang puhunan sa tindahan ang perang ipinadala ng kanyang anak. (She used the money her son sent as capital for her shop.)',
  abuloy:
    'Inilista ng pamilya sa isang kuwaderno ang bawat abuloy na natanggap. (The family wrote down in a notebook every contribution they received.)',
  panata:
    'Bahagi ng kanyang panata ang hindi pagkain ng karne tuwing Biyernes. (Not eating meat on Fridays is part of her vow.)',
  tadhana:
    'Naniniwala si Lola na may kanya-kanyang tadhana ang bawat tao. (Grandma believes every person has their own destiny.)',
  balato:
    'Binigyan niya ng balato ang bawat pamangkin nang manalo siya sa lotto. (She gave each niece and nephew a share when she won the lottery.)',
  lilok:
    'Ibinenta niya sa mga turista ang maliit na lilok ng kalabaw. (He sold the little carving of a water buffalo to the tourists.)',
  magmano:
    "Pagdating sa bahay ni Lolo, agad lumapit ang mga apo para magmano. (On arriving at Grandfather's house, the grandchildren went straight up to him to take his hand in blessing.)",
  magdamdam:
    "Ayaw kong magdamdam ka sa sinabi ko kanina. (I don't want you to take what I said earlier to heart.)",
  magmukmok:
    'Sa halip na magmukmok, lumabas siya at naglakad sa parke. (Instead of moping, she went out and walked in the park.)',
  magnilay:
    'Naglalaan siya ng oras tuwing umaga para magnilay bago magtrabaho. (She sets aside time each morning to meditate before work.)',
  maglagalag:
    'Pagkatapos ng kolehiyo, gusto niyang maglagalag muna bago magtrabaho. (After college he wanted to wander for a while before working.)',
  magtampisaw:
    'Bawal magtampisaw sa fountain ng plaza. (Splashing about in the plaza fountain is not allowed.)',
  maghalughog:
    'Kinailangan niyang maghalughog sa mga kahon para mahanap ang lumang sertipiko. (She had to turn the boxes upside down to find the old certificate.)',
  magbungkal:
    'Tinulungan ng kalabaw ang magsasaka na magbungkal ng bukid. (The water buffalo helped the farmer plough the field.)',
  magtahip:
    'Umupo sa silong ang mga babae para magtahip ng bagong aning palay. (The women sat under the house to winnow the newly harvested rice.)',
  magbayo:
    'Maaga silang gumising para magbayo ng palay bago mag-almusal. (They woke early to pound the rice before breakfast.)',
  maggayat:
    'Kailangan mong maggayat ng sibuyas nang manipis para sa atsara. (You have to slice the onions thinly for the pickle.)',
  magsulsi:
    'Natuto siyang magsulsi ng punit na pantalon sa kanyang lola. (He learned to mend torn trousers from his grandmother.)',
  maghabi:
    'Sa Ilocos, marami pa ring marunong maghabi ng kumot sa habihan. (In Ilocos many still know how to weave blankets on a loom.)',
  magpasan:
    'Kinailangan nilang magpasan ng mga sako ng kopra paakyat sa bundok. (They had to shoulder sacks of copra up the mountain.)',
  magsunong:
    'Natutong magsunong ng bilao ng kakanin ang batang tindera. (The young vendor learned to carry a tray of rice cakes on her head.)',
  magbitbit:
    "Huwag mo nang pagurin ang sarili sa pagbuhat; hayaan mong si Kuya ang magbitbit ng mga supot. (Don't wear yourself out; let your brother carry the bags.)",
  maghele:
    'Natutong maghele ang tatay nang magkasakit ang nanay. (The father learned to sing the baby to sleep when the mother fell ill.)',
  magmalaki:
    "Wala kang dapat ipagyabang; huwag kang magmalaki sa mga kaklase mo. (You have nothing to brag about; don't be arrogant towards your classmates.)",
  kumaripas:
    'Kumaripas ang mga bata pauwi nang bumuhos ang ulan. (The children dashed home when the rain poured down.)',
  tumalilis:
    'Tumalilis ang pusa palabas ng kusina dala ang isang pirasong isda. (The cat slipped out of the kitchen carrying a piece of fish.)',
  dumaing:
    'Dumaing ang pasyente sa nars dahil hindi siya makatulog sa sakit. (The patient moaned to the nurse that the pain kept him awake.)',
  lumagok:
    'Lumagok ng malamig na tuba ang magsasaka bago bumalik sa bukid. (The farmer gulped down cold palm wine before going back to the field.)',
  sumimsim:
    'Sumimsim ang lola ng salabat habang pinapanood ang ulan. (Grandma sipped ginger tea while watching the rain.)',
  tumikhim:
    'Tumikhim si Lolo para patigilin ang usapan sa hapag. (Grandfather cleared his throat to stop the talk at the table.)',
  kumislot:
    "Kumislot ang isda sa palad ng bata bago ito nakawala. (The fish twitched in the child's palm before it slipped away.)",
  pumiglas:
    'Pumiglas ang baboy sa tali at tumakbo sa palengke. (The pig wrestled free of its rope and ran through the market.)',
  sumuray:
    'Sumuray siya pagbaba ng bangka dahil sa hilo. (She staggered getting off the boat because she was seasick.)',
  tumalungko:
    'Tumalungko ang matanda sa pilapil para pagmasdan ang palay. (The old man squatted on the paddy dike to look at the rice.)',
  umigtad: 'Umigtad ang kabayo nang pumutok ang paputok. (The horse shied when the firecracker went off.)',
  sumibol:
    'Sumibol ang mga kabute sa paanan ng puno pagkatapos ng ulan. (Mushrooms sprang up at the foot of the tree after the rain.)',
  kumupas: "Kumupas ang pintura ng bangka sa init ng araw. (The boat's paint faded in the heat of the sun.)",
  lumuwas:
    'Lumuwas ang magkapatid para mamili ng paninda sa Divisoria. (The siblings went down to the city to buy goods to sell at Divisoria.)',
  sumugod:
    'Sumugod ang mga tao sa palengke nang bumaba ang presyo ng bigas. (People rushed to the market when the price of rice dropped.)',
  humarurot:
    'Humarurot ang dyip nang maging berde ang ilaw. (The jeepney roared off when the light turned green.)',
  sumabat:
    "Sumabat ang bunso sa usapan ng matatanda at napagalitan. (The youngest butted into the grown-ups' talk and got scolded.)",
  umangal:
    'Umangal ang mga pasahero nang itaas ang pamasahe. (The passengers grumbled when the fare went up.)',
  humimbing:
    'Humimbing ang tulog ng magsasaka matapos ang maghapong pag-aani. (The farmer fell into a deep sleep after a day of harvesting.)',
  sumalok:
    'Sumalok siya ng sabaw sa kaldero gamit ang bao. (She ladled soup from the pot with a coconut shell.)',
  mangulila:
    'Nagsimula siyang mangulila sa probinsya nang lumipat siya sa Maynila. (She began to pine for the province when she moved to Manila.)',
  mangamba:
    'Nagsimulang mangamba ang mga magulang nang hindi pa umuuwi ang anak pagsapit ng hatinggabi. (The parents began to worry when their child had not come home by midnight.)',
  manghinayang:
    'Baka manghinayang ka kapag ipinagbili mo ang lumang piyano. (You may regret it if you sell the old piano.)',
  mangahoy:
    'Tuwing Sabado, sumasama ang binata sa kanyang ama para mangahoy sa gubat. (Every Saturday the young man joins his father to gather firewood in the forest.)',
  mangalap:
    'Nagbahay-bahay ang mga estudyante para mangalap ng pondo para sa nasalanta. (The students went from house to house to collect funds for the storm victims.)',
  manlumo:
    'Nagsimulang manlumo ang koponan nang maiwan sila ng dalawampung puntos. (The team began to lose heart when they fell twenty points behind.)',
  mangatal:
    'Nagsimulang mangatal ang kanyang boses nang ikuwento niya ang aksidente. (Her voice began to tremble as she told of the accident.)',
  suyuin:
    'Nagdala siya ng bulaklak para suyuin ang nagtatampong nobya. (He brought flowers to win back his sulking girlfriend.)',
  siyasatin:
    'Dumating ang mga inhinyero para siyasatin ang bitak sa tulay. (The engineers came to examine the crack in the bridge.)',
  tugisin:
    'Nagpasya ang mga taganayon na tugisin ang baboy-ramo na sumira sa kanilang tanim. (The villagers decided to hunt down the wild boar that ruined their crops.)',
  haplusin: 'Gusto ng pusa na haplusin mo ang kanyang likod. (The cat likes you to stroke its back.)',
  tantiyahin:
    'Mahirap tantiyahin ang lalim ng ilog mula sa pampang. (It is hard to gauge the depth of the river from the bank.)',
  lagumin:
    'Kailangan naming lagumin sa isang talata ang buong aralin. (We had to sum up the whole lesson in one paragraph.)',
  pagbigyan:
    'Nagmakaawa ang bata kaya napilitan ang ina na pagbigyan ang hiling niyang aso. (The child begged, so the mother gave in and granted his wish for a dog.)',
  batukan:
    'Nagbiro si Lola na batukan ang apong nakalimot magmano. (Grandma joked about cuffing the grandson who forgot to take her hand in greeting.)',
  tadyakan:
    'Sinubukan ng magnanakaw na tadyakan ang pinto pero matibay ito. (The thief tried to kick the door in, but it held.)',
  ilahad:
    'Binigyan ng pagkakataon ang bawat panig na ilahad ang kanilang katwiran. (Each side was given the chance to lay out its argument.)',
  isiwalat:
    'Natakot ang saksi na isiwalat ang kanyang nalalaman. (The witness was afraid to reveal what he knew.)',
  isilid: "Huwag mong isilid sa bag ang basang payong. (Don't stow the wet umbrella in the bag.)",
  isukbit:
    'Nakasanayan niyang isukbit ang suklay sa likod na bulsa. (He had the habit of tucking the comb into his back pocket.)',
  iwaksi:
    'Sinikap niyang iwaksi ang takot bago umakyat sa entablado. (She tried to shake off her fear before she went up on stage.)',
  ipaubaya:
    'Nagpasya ang magkapatid na ipaubaya sa bunso ang lumang bahay. (The siblings decided to leave the old house to the youngest.)',
  naglayas:
    'Naglayas ang aso namin at umuwi lang pagkaraan ng isang linggo. (Our dog ran off and only came home a week later.)',
  nagkubli:
    'Nagkubli ang mga sundalo sa likod ng malalaking bato. (The soldiers took cover behind the large rocks.)',
  kinupkop:
    'Kinupkop ng madre ang mga batang naulila sa digmaan. (The nun took in the children orphaned by the war.)',
  sinuway:
    'Sinuway ng mga tsuper ang bagong patakaran sa trapiko. (The drivers defied the new traffic rule.)',
  maalinsangan:
    'Maalinsangan sa lungsod tuwing Abril kaya maraming pumupunta sa beach. (The city is muggy every April, so many people head to the beach.)',
  maselan:
    'Maselan ang pagbubuntis niya kaya pinagpahinga siya ng doktor. (Her pregnancy was delicate, so the doctor told her to rest.)',
  malumanay:
    "Malumanay ang boses ng doktor habang ipinapaliwanag ang resulta. (The doctor's voice was soft as she explained the results.)",
  mabagsik:
    'Mabagsik ang bagong hepe sa mga pulis na nahuhuli sa trabaho. (The new chief is harsh with officers who come late to work.)',
  maagap:
    'Maagap ang mga bumbero kaya hindi kumalat ang apoy. (The firemen were quick to act, so the fire did not spread.)',
  mahinhin:
    'Mahinhin siyang ngumiti nang batiin siya ng binata. (She smiled demurely when the young man greeted her.)',
  mapusok:
    'Mapusok ang binatang iyon kaya laging napapaaway. (That young man is hot-headed, so he is always getting into fights.)',
  malamlam: "Malamlam ang mga mata ng matandang aso. (The old dog's eyes are dull.)",
  mapakla: 'Mapakla ang alak na ito kaya hindi ko naubos. (This wine is astringent, so I did not finish it.)',
  malinamnam:
    'Malinamnam ang inihaw na isda kapag sariwa. (Grilled fish is full of flavour when it is fresh.)',
  maantak: 'Maantak sa mata ang usok ng sinusunog na dahon. (The smoke of burning leaves stings the eyes.)',
  makulimlim:
    'Makulimlim buong araw pero hindi naman umulan. (It was overcast all day, but it did not rain.)',
  maaliwalas:
    'Maaliwalas ang umaga kaya nakita namin ang bulkan. (The morning was clear, so we could see the volcano.)',
  mabanas:
    'Mabanas sa silid-aralan dahil sira ang bentilador. (The classroom is stuffy because the fan is broken.)',
  maalon:
    'Maalon ang biyahe papuntang isla kaya nahilo ang marami. (The crossing to the island was choppy, so many got seasick.)',
  matayog: "Matayog ang pangarap ng batang mangingisda. (The young fisherman's dreams are lofty.)",
  mayabong:
    'Mayabong ang halamang gumagapang sa pader ng simbahan. (The vine climbing the church wall is lush and thick.)',
  masinop:
    'Masinop siya sa pera kaya nakapagpatayo siya ng bahay. (He is careful with money, so he was able to build a house.)',
  masigasig:
    'Masigasig ang mga boluntaryo sa paglilinis ng dalampasigan. (The volunteers are zealous in cleaning the beach.)',
  mailap: 'Mailap ang swerte sa kanya sa sugal. (Luck is elusive for him at gambling.)',
  makupad: 'Makupad ang usad ng pila sa munisipyo. (The queue at the town hall moves sluggishly.)',
  mapagkumbaba:
    'Mapagkumbaba ang kampeon nang tanggapin niya ang tropeo. (The champion was humble when he received the trophy.)',
  mapagmatyag:
    'Mapagmatyag ang inahing manok sa mga sisiw niya. (The mother hen is watchful over her chicks.)',
  mapagtimpi:
    'Mapagtimpi ang guro kahit magulo ang klase. (The teacher keeps her temper even when the class is rowdy.)',
  mapagkandili:
    'Mapagkandili ang madre sa mga batang nasa ampunan. (The nun is caring towards the children in the orphanage.)',
  dalisay: 'Dalisay ang hangarin niyang makatulong sa mga mahihirap. (Her wish to help the poor is pure.)',
  tulala:
    'Tulala ang binata sa bintana habang umuulan. (The young man stared blankly out of the window while it rained.)',
  bulagsak: 'Bulagsak ang batang iyan sa mga laruan niya. (That child is careless with his toys.)',
  balisa:
    'Balisa ang ina dahil hindi pa sumasagot ang anak sa telepono. (The mother was restless with worry because her son had not yet answered the phone.)',
  tuso: 'Tuso ang nagbentang iyon ng pekeng relo. (The one who sold that fake watch is crafty.)',
  hambog:
    'Hambog ang bagong kapitbahay at laging ipinagyayabang ang kotse niya. (The new neighbour is a braggart, always showing off his car.)',
  gahaman:
    "Gahaman sa kapangyarihan ang alkalde kaya ayaw niyang bumaba sa puwesto. (The mayor is greedy for power, so he won't step down.)",
  bantulot:
    'Bantulot ang bata na tumalon sa malalim na bahagi ng ilog. (The boy was hesitant to jump into the deep part of the river.)',
  lango:
    'Lango sa tagumpay ang koponan pagkatapos ng kampeonato. (The team was drunk on victory after the championship.)',
  bundat:
    "Bundat na ang aso pero humihingi pa rin ng pagkain. (The dog's belly is stuffed full but it still begs for food.)",
  hapo: 'Hapo ang mga manlalaro pagkatapos ng mahabang laban. (The players were out of breath after the long match.)',
  lanta:
    'Lanta na ang mga gulay sa palengke pagsapit ng hapon. (The vegetables at the market are wilted by afternoon.)',
  bansot:
    'Bansot ang mais ngayong taon dahil sa tagtuyot. (The corn is stunted this year because of the drought.)',
  utal: 'Utal ang batang iyon kaya tinutulungan siya ng kanyang guro. (That child stammers, so his teacher helps him.)',
  hikahos:
    'Hikahos man ang kanilang buhay, masaya ang kanilang tahanan. (Though their life was hard up, their home was happy.)',
  nakakaasiwa:
    'Nakakaasiwa ang pumasok sa salu-salo na wala kang kakilala. (It is awkward to walk into a party where you know no one.)',
  nakakahabag:
    'Nakakahabag ang itsura ng asong basang-basa sa ulan. (The dog soaked through by the rain was a pitiful sight.)',
  nakakaumay:
    'Nakakaumay ang kare-kare kapag walang bagoong. (Kare-kare becomes cloying without shrimp paste.)',
};
