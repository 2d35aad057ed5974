import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words that showed a sentence frame shared by many words, which says
// nothing of the meaning (written-usage.ts), part 8 of 12.
export const REAL_WORD_USAGES_8: readonly WrittenUsage[] = [
  {
    word: 'sprocket',
    synset: 'noun:04296965',
    usage: 'The projectionist replaced a worn {w} after it began tearing holes along the edge of the reel.',
  },
  {
    word: 'schmalz',
    synset: 'noun:04635293',
    usage: 'The critic said the final scene drowned in {w}, with violins swelling over a tearful reunion.',
  },
  {
    word: 'solicitation',
    synset: 'noun:07202433',
    usage: 'The villagers sent a humble {w} to the governor, begging him to repair the bridge before winter.',
  },
  {
    word: 'impetuosity',
    synset: 'noun:04670087',
    usage: 'In a moment of {w}, he quit his job and bought a one-way ticket to Lisbon.',
  },
  {
    word: 'pliability',
    synset: 'noun:04667087',
    usage: 'Her {w} made her a good diplomat; she could shift her views without losing her footing.',
  },
  {
    word: 'joggle',
    synset: 'noun:03233947',
    usage: 'The carpenter drilled both boards and tapped {a} {w} into place before adding glue.',
  },
  {
    word: 'activism',
    synset: 'noun:05910447',
    usage: 'Her {w} began with a petition against the landfill and grew into a career in local government.',
  },
  {
    word: 'etcetera',
    synset: 'noun:03304208',
    usage: 'The drawer held receipts, rubber bands, spare keys and every other {w} of a busy household.',
  },
  {
    word: 'tamal',
    synset: 'noun:07895635',
    usage: 'His aunt made {a} {w} for each guest on Christmas Eve, as her mother had done in Oaxaca.',
  },
  {
    word: 'sledge',
    synset: 'verb:01958600',
    usage: 'In winter the villagers would {w} firewood down from the forest over the frozen track.',
  },
  {
    word: 'endogenetic',
    synset: 'adjective:01334627',
    usage: 'Granite is a classic {w} formation, cooled slowly deep within the crust.',
  },
  {
    word: 'zeugma',
    synset: 'noun:07123492',
    usage: "The teacher's favorite {w} was 'She lost her keys and her temper,' which always got a laugh.",
  },
  {
    word: 'honorific',
    synset: 'noun:07084923',
    usage: 'In Japanese, adding the {w} san after a surname is expected in polite conversation.',
  },
  {
    word: 'advocacy',
    synset: 'noun:01216661',
    usage: 'Her {w} for clean water finally brought the issue before the city council.',
  },
  {
    word: 'houdah',
    synset: 'noun:03552577',
    usage: 'The maharaja rode to the festival in a gilded {w}, swaying high above the crowd.',
  },
  {
    word: 'petitioner',
    synset: 'noun:10439776',
    usage: 'The {w} knelt before the abbot and asked for shelter through the winter.',
  },
  {
    word: 'bling',
    synset: 'noun:02855302',
    usage: 'The rapper walked onstage weighed down by gold chains, diamond rings and other {w}.',
  },
  {
    word: 'brisling',
    synset: 'noun:07814961',
    usage: 'She opened a tin of {w} and laid the little fish on rye bread with sliced onion.',
  },
  {
    word: 'salvo',
    synset: 'noun:06705831',
    usage: '{A} {w} of applause greeted the mayor as she stepped onto the stage.',
  },
  {
    word: 'condescension',
    synset: 'noun:04662525',
    usage: 'The duchess treated the servants with gracious {w}, remembering every one of their names.',
  },
  {
    word: 'ackee',
    synset: 'noun:07778716',
    usage: 'In Jamaica, {w} is cooked with salt cod, but only once the pod has split open on the tree.',
  },
  {
    word: 'shirtwaister',
    synset: 'noun:04205605',
    usage: 'She wore a crisp white {w} tucked into a navy skirt for the interview.',
  },
  {
    word: 'bioarm',
    synset: 'noun:02845541',
    usage: 'Inspectors searched the lab for any {w} the regime might have hidden from treaty monitors.',
  },
  {
    word: 'holism',
    synset: 'noun:06112472',
    usage:
      "Her approach to medicine rested on {w}: she treated the patient's whole life, not just a symptom.",
  },
  {
    word: 'faineance',
    synset: 'noun:04644647',
    usage: 'His {w} was legendary; he spent whole summers on the porch while the fields went unweeded.',
  },
  {
    word: 'carnalize',
    synset: 'verb:01684368',
    usage: 'The sculptor chose to {w} the saint, giving her heavy limbs and a tired, sunburned face.',
  },
  {
    word: 'anchoritic',
    synset: 'adjective:02588984',
    usage: 'He led an almost {w} life in the mountains, seeing another person only at Easter.',
  },
  {
    word: 'pharyngeal',
    synset: 'noun:07134884',
    usage: 'Arabic has {a} {w} that English speakers find hard to hear, let alone produce.',
  },
  {
    word: 'inscrutability',
    synset: 'noun:04829755',
    usage: 'The {w} of the sealed archive frustrated historians for decades.',
  },
  {
    word: 'hygrometer',
    synset: 'noun:03559640',
    usage: "The {w} in the museum's storeroom read forty-five percent, ideal for the old manuscripts.",
  },
  {
    word: 'haricot',
    synset: 'noun:07743717',
    usage: 'She soaked a pound of {w} overnight and simmered it with lamb and garlic.',
  },
  {
    word: 'bravura',
    synset: 'noun:05645201',
    usage:
      'The pianist tore through the cadenza with such {w} that the audience rose before the last chord faded.',
  },
  {
    word: 'enfilade',
    synset: 'verb:02694499',
    usage: 'From the hill, the gunners could {w} the whole length of the enemy trench.',
  },
  {
    word: 'imprecation',
    synset: 'noun:07248656',
    usage: 'The beggar hurled {a} {w} after the merchant, wishing plague on his house.',
  },
  {
    word: 'topos',
    synset: 'noun:05929076',
    usage: 'The lost heir returning in disguise is a familiar {w} in Greek romance.',
  },
  {
    word: 'esplanade',
    synset: 'noun:03302283',
    usage: 'Couples strolled along the {w} at dusk, watching the fishing boats come in.',
  },
  {
    word: 'negativity',
    synset: 'noun:05175145',
    usage: 'His constant {w} wore down the committee until nobody bothered proposing anything.',
  },
  {
    word: 'jeremiad',
    synset: 'noun:07226034',
    usage: 'The retired editor wrote a long {w} about the decline of the local newspaper.',
  },
  {
    word: 'androgyny',
    synset: 'noun:05015930',
    usage: "The singer's {w} was part of her appeal, with her cropped hair and tailored suits.",
  },
  {
    word: 'sommelier',
    synset: 'noun:10643168',
    usage: 'The {w} suggested a dry Riesling to go with the smoked trout.',
  },
  {
    word: 'morbidity',
    synset: 'noun:05707871',
    usage: 'Once the funeral was over, his {w} deepened until he spoke of little but graves.',
  },
  {
    word: 'basilica',
    synset: 'noun:02804213',
    usage: 'The Roman {w} on the forum housed law courts and the offices of magistrates.',
  },
  {
    word: 'abstentious',
    synset: 'adjective:00009365',
    usage: 'Her {w} habits meant a single glass of wine lasted her the whole evening.',
  },
  {
    word: 'tweeter',
    synset: 'noun:04509965',
    usage: 'The old speaker hissed because its {w} had been blown by loud music.',
  },
  {
    word: 'roentgenoscope',
    synset: 'noun:03375492',
    usage: 'The surgeon watched the broken bone on the {w} as he set it.',
  },
  {
    word: 'cilantro',
    synset: 'noun:07833291',
    usage: 'He scattered chopped {w} over the tacos, though his sister swore it tasted like soap.',
  },
  {
    word: 'zinger',
    synset: 'noun:07297400',
    usage:
      "She ended the debate with {a} {w} about her opponent's expense account that brought the house down.",
  },
  {
    word: 'pargetry',
    synset: 'noun:03896055',
    usage: 'The Suffolk cottage is famous for its {w}, with vines and birds pressed into the front wall.',
  },
  {
    word: 'ideogram',
    synset: 'noun:06853698',
    usage: "In Chinese, the {w} for 'mountain' still looks a little like three peaks.",
  },
  {
    word: 'leechee',
    synset: 'noun:07782149',
    usage: 'She peeled {a} {w} at the market stall and ate the white flesh around its glossy stone.',
  },
  {
    word: 'inkle',
    synset: 'noun:03577258',
    usage: 'Her grandmother edged the apron with a band of red {w}.',
  },
  {
    word: 'chitlins',
    synset: 'noun:07687467',
    usage: 'Every New Year his mother simmered a pot of {w} for hours with onions and vinegar.',
  },
  {
    word: 'adventitious',
    synset: 'adjective:01352283',
    usage: "The painting's fame was partly {w}, owing more to a theft than to its quality.",
  },
  {
    word: 'ordinal',
    synset: 'noun:13618523',
    usage: "In 'the third runner', the word third is {a} {w}, not a cardinal.",
  },
  {
    word: 'matzo',
    synset: 'noun:07699909',
    usage: 'At the seder, her father broke a sheet of {w} and hid half for the children to find.',
  },
  {
    word: 'decalcomania',
    synset: 'noun:03172130',
    usage: "The toy train was finished with {a} {w} of the railway's crest on each carriage door.",
  },
  {
    word: 'hydra',
    synset: 'noun:05695974',
    usage: 'Corruption in the port was {a} {w}; each arrest simply made room for another gang.',
  },
  {
    word: 'glissando',
    synset: 'noun:06870172',
    usage: 'The harpist swept her hand across the strings in a shimmering {w}.',
  },
  {
    word: 'mamey',
    synset: 'noun:07782506',
    usage: 'The vendor split open a ripe {w}, showing salmon-colored flesh inside a rough brown skin.',
  },
  {
    word: 'imperishingness',
    synset: 'noun:05061688',
    usage: 'The poet envied the {w} of the pyramids, which had outlasted every king who built them.',
  },
  {
    word: 'conservationist',
    synset: 'noun:10080429',
    usage: 'The {w} spent twenty years campaigning to save the wetlands from developers.',
  },
  {
    word: 'cryobiology',
    synset: 'noun:06079546',
    usage: 'Advances in {w} made it possible to freeze embryos and thaw them years later.',
  },
  {
    word: 'schrod',
    synset: 'noun:07805358',
    usage: 'The Boston restaurant served {w} with lemon butter and boiled potatoes every Friday.',
  },
  {
    word: 'kabala',
    synset: 'noun:06686515',
    usage:
      "A bookseller in the old quarter claimed to know {a} {w} of numbers that could foretell a man's death.",
  },
  {
    word: 'peeler',
    synset: 'noun:03911028',
    usage: 'She ran the {w} down each carrot and dropped the shavings into the compost bin.',
  },
  {
    word: 'blintz',
    synset: 'noun:07656600',
    usage: 'On Sunday mornings she served each {w} hot from the pan with sour cream and cherries.',
  },
  {
    word: 'trundle',
    synset: 'noun:04498933',
    usage: 'When cousins visited, we pulled out the {w} and two of us slept close to the floor.',
  },
  {
    word: 'efficacy',
    synset: 'noun:05207137',
    usage: 'The trial was designed to test the {w} of the new vaccine in older adults.',
  },
  {
    word: 'pilau',
    synset: 'noun:07889440',
    usage: 'For the feast she made a huge pot of chicken {w} fragrant with cardamom and saffron.',
  },
  {
    word: 'crenellation',
    synset: 'noun:02815071',
    usage: 'Archers crouched behind the {w} as the siege engines rolled toward the walls.',
  },
  {
    word: 'cylix',
    synset: 'noun:03634811',
    usage: '{A} {w} in the museum shows two young men reclining at a banquet, wine in hand.',
  },
  {
    word: 'dowse',
    synset: 'verb:01317800',
    usage: 'Before sinking a well, my grandfather would {w} with a forked hazel twig.',
  },
  {
    word: 'verdancy',
    synset: 'noun:05123890',
    usage: 'After the spring rains, the {w} of the valley surprised visitors who knew it only in August.',
  },
  {
    word: 'uvula',
    synset: 'noun:05316770',
    usage: "The doctor asked him to say 'ah' so she could see whether his {w} was swollen.",
  },
  {
    word: 'eternalize',
    synset: 'verb:00554285',
    usage: 'The poet hoped her sonnets would {w} the woman she loved.',
  },
  {
    word: 'fitment',
    synset: 'noun:03358127',
    usage: 'Every kitchen {w}, from the oven to the corner cupboard, was included in the sale.',
  },
  {
    word: 'obverse',
    synset: 'noun:05799319',
    usage: 'The {w} of his generosity was a need to be thanked, which wore his friends out.',
  },
  { word: 'foulard', synset: 'noun:03391572', usage: 'He wore a paisley {w} tie with his grey suit.' },
  {
    word: 'voile',
    synset: 'noun:04547080',
    usage: 'Curtains of white {w} let the morning sun into the bedroom.',
  },
  {
    word: 'kebab',
    synset: 'noun:07885751',
    usage: 'He bought a lamb {w} from a street stall and ate it walking along the harbor.',
  },
  {
    word: 'fiancee',
    synset: 'noun:10105739',
    usage: 'His {w} flew in from Toronto to meet his parents before the wedding.',
  },
  {
    word: 'etagere',
    synset: 'noun:03303663',
    usage: "Her grandmother's porcelain birds stood on a mahogany {w} in the corner.",
  },
  {
    word: 'geneva',
    synset: 'noun:07921000',
    usage: 'The Dutch sailors drank {w} from stone bottles to keep out the cold.',
  },
  { word: 'pimiento', synset: 'noun:07736940', usage: 'She stuffed each green olive with a sliver of {w}.' },
  {
    word: 'gratulatory',
    synset: 'adjective:01003512',
    usage: 'His aunt sent a {w} letter when he passed the bar exam.',
  },
  {
    word: 'quadruplicate',
    synset: 'noun:04037642',
    usage: 'The clerk stamped each {w} and sent one to every department.',
  },
  {
    word: 'memorization',
    synset: 'noun:05763153',
    usage: 'Her Latin teacher relied on {w}, and the class recited declensions every morning.',
  },
  {
    word: 'instancy',
    synset: 'noun:05066676',
    usage: 'The {w} of the collapse left no time for the miners to reach the lift.',
  },
  {
    word: 'trojan',
    synset: 'noun:06597728',
    usage: 'The attachment looked like an invoice but carried {a} {w} that opened a back door to the server.',
  },
  {
    word: 'fixity',
    synset: 'noun:04749047',
    usage: 'Darwin challenged the {w} of species that most naturalists then took for granted.',
  },
  {
    word: 'prosaic',
    synset: 'adjective:02025863',
    usage: 'He gave a {w} explanation for the lights in the sky: a weather balloon.',
  },
  {
    word: 'docket',
    synset: 'verb:01010573',
    usage: 'The clerk had to {w} each judgment before the end of the term.',
  },
  {
    word: 'depilatory',
    synset: 'noun:03181831',
    usage: 'She applied {a} {w} to her legs and wiped it off after ten minutes.',
  },
  {
    word: 'anteriority',
    synset: 'noun:05085496',
    usage: 'The {w} of the eyes and mouth in most animals makes sense for a body that moves forward.',
  },
  {
    word: 'abnegation',
    synset: 'noun:07219325',
    usage: 'His {w} of the faith he was raised in caused a rift with his parents.',
  },
  {
    word: 'vindicator',
    synset: 'noun:09817975',
    usage: "As the government's chief {w}, the minister defended the tax in every interview.",
  },
  {
    word: 'coruscation',
    synset: 'noun:05627686',
    usage: 'The novel is {a} {w} of wit, with a sharp line on nearly every page.',
  },
  {
    word: 'precipitancy',
    synset: 'noun:05067645',
    usage: "The {w} of the army's retreat left supplies and wounded men behind on the road.",
  },
  {
    word: 'eponym',
    synset: 'noun:06345996',
    usage: 'Lord Sandwich is the {w} of the snack he supposedly ate at the gaming table.',
  },
  {
    word: 'cosmography',
    synset: 'noun:03117988',
    usage: "The monk's {w} placed Jerusalem at the center of a flat, round world.",
  },
  {
    word: 'hermitical',
    synset: 'adjective:02588984',
    usage: 'After his wife died, the painter withdrew into a {w} existence on the coast.',
  },
  {
    word: 'boucle',
    synset: 'noun:02881667',
    usage: "She knitted a coat from cream {w} that looked like tiny curls of lamb's wool.",
  },
  {
    word: 'zakat',
    synset: 'noun:05923445',
    usage: 'Each year he calculated his savings and gave the {w} to the poor of his city.',
  },
  {
    word: 'sushi',
    synset: 'noun:07895426',
    usage: 'We ate {w} at the counter, watching the chef slice tuna with a long knife.',
  },
  {
    word: 'hutment',
    synset: 'noun:03555600',
    usage: 'The prisoners were housed in a wooden {w} beside the airfield.',
  },
  { word: 'fiance', synset: 'noun:10105638', usage: 'Her {w} proposed on a ferry crossing to Skye.' },
  {
    word: 'geminate',
    synset: 'noun:07134484',
    usage: "In Italian, the {w} in 'fatto' must be held longer than the single t in 'fato'.",
  },
  {
    word: 'antiperspirant',
    synset: 'noun:02726090',
    usage: 'He rolled on {a} {w} before the job interview, knowing how nervous he would be.',
  },
  {
    word: 'memorisation',
    synset: 'noun:05763153',
    usage: "The actor's {w} of the script was flawless by the first rehearsal.",
  },
  {
    word: 'hooch',
    synset: 'noun:07902151',
    usage: 'The soldiers bought a jar of local {w} that burned all the way down.',
  },
  {
    word: 'contemptibility',
    synset: 'noun:04815223',
    usage: 'The {w} of his conduct toward his own mother shocked even his friends.',
  },
  {
    word: 'briquet',
    synset: 'noun:02905715',
    usage: 'She dropped one more {w} on the grill and waited for it to glow.',
  },
  {
    word: 'bugaboo',
    synset: 'noun:05840945',
    usage: "Inflation remained the central bank's great {w} throughout the decade.",
  },
  {
    word: 'disquisition',
    synset: 'noun:06421713',
    usage: 'The professor launched into a long {w} on the origins of the comma.',
  },
  {
    word: 'shtick',
    synset: 'noun:13784976',
    usage: 'He asked for just {a} {w} of the herring, no more than a mouthful.',
  },
  {
    word: 'lyricality',
    synset: 'noun:04990937',
    usage: 'The {w} of the verses attracted composers from Schubert onward.',
  },
  {
    word: 'confectionery',
    synset: 'noun:07612538',
    usage: 'The shop window was crowded with {w}: fudge, sugared almonds and striped candy canes.',
  },
  {
    word: 'posteriority',
    synset: 'noun:05085657',
    usage: "The {w} of the tail fin was obvious even in the fossil's crushed skeleton.",
  },
  {
    word: 'sapote',
    synset: 'noun:07780462',
    usage: 'The cook scooped the soft flesh from a ripe {w} and churned it into ice cream.',
  },
  {
    word: 'rigmarole',
    synset: 'noun:01028258',
    usage: 'Renewing a passport involved a whole {w} of forms, photos and office visits.',
  },
  {
    word: 'modulus',
    synset: 'noun:13757762',
    usage: 'In clock arithmetic, twelve is the {w}, so three plus eleven comes out as two.',
  },
  {
    word: 'schnook',
    synset: 'noun:10576945',
    usage: 'The poor {w} lent his car to a stranger and never saw it again.',
  },
  {
    word: 'introspection',
    synset: 'noun:05794660',
    usage: 'A week alone in the cabin gave him time for the {w} he had long avoided.',
  },
  {
    word: 'blatherskite',
    synset: 'noun:06622685',
    usage: 'The speech was pure {w}, an hour of noise without a single idea.',
  },
  {
    word: 'philately',
    synset: 'noun:01018362',
    usage: 'His interest in {w} began with an envelope of Victorian penny reds from his uncle.',
  },
  {
    word: 'chatelaine',
    synset: 'noun:03014672',
    usage: "The housekeeper's silver {w} jingled as she walked from room to room.",
  },
  {
    word: 'kumis',
    synset: 'noun:07942048',
    usage: 'The herdsmen offered us bowls of sour, fizzy {w} inside the felt tent.',
  },
  {
    word: 'panetela',
    synset: 'noun:03886904',
    usage: 'He lit a thin {w} after dinner and smoked it on the veranda.',
  },
  {
    word: 'joist',
    synset: 'noun:03607053',
    usage: 'The floor sagged because {a} {w} under the bathroom had rotted.',
  },
  {
    word: 'imago',
    synset: 'noun:05946732',
    usage: 'His {w} of his father, stern and heroic, still shaped how he judged other men.',
  },
  {
    word: 'basilisk',
    synset: 'noun:02804616',
    usage: 'The Turks dragged a great {w} to the walls of the city and battered the gate for days.',
  },
  {
    word: 'candelabra',
    synset: 'noun:02951254',
    usage: 'A silver {w} lit the dining table, its candles dripping wax onto the cloth.',
  },
  {
    word: 'frontispiece',
    synset: 'noun:03404415',
    usage: "The bank's grand {w} of columns and carved lions faced the square.",
  },
  {
    word: 'cauldron',
    synset: 'noun:02942602',
    usage: 'Three witches stir a bubbling {w} in the opening scene of the play.',
  },
  {
    word: 'adorability',
    synset: 'noun:04693606',
    usage: "The puppy's {w} made it impossible to scold him for chewing the slippers.",
  },
  {
    word: 'laniard',
    synset: 'noun:03646883',
    usage: 'The gunner stepped back and pulled the {w}, and the howitzer roared.',
  },
  {
    word: 'scallopine',
    synset: 'noun:07892257',
    usage: 'The trattoria served veal {w} in a lemon and caper sauce.',
  },
  {
    word: 'metaknowledge',
    synset: 'noun:06008633',
    usage:
      'Good students have {w}: they can tell which topics they understand and which they merely recognize.',
  },
  {
    word: 'chambray',
    synset: 'noun:03008013',
    usage: 'He wore a faded blue {w} shirt with the sleeves rolled up.',
  },
  {
    word: 'giblet',
    synset: 'noun:07664705',
    usage: 'She chopped the heart, the liver and every other {w} into the gravy.',
  },
  {
    word: 'animism',
    synset: 'noun:05967579',
    usage:
      "The anthropologist described the villagers' {w}, in which rivers and mountains were addressed as persons.",
  },
  {
    word: 'miasm',
    synset: 'noun:14549634',
    usage: '{A} {w} of rotting fish hung over the harbor in August.',
  },
  {
    word: 'rerun',
    synset: 'noun:06632570',
    usage: 'On Sunday nights he watched {a} {w} of an old detective series.',
  },
  {
    word: 'percale',
    synset: 'noun:03920950',
    usage: 'She made the bed with crisp {w} sheets that felt cool in the summer heat.',
  },
  {
    word: 'pylon',
    synset: 'noun:04035057',
    usage: 'The new {w} strode across the valley, carrying the cables over the river.',
  },
  {
    word: 'tenuity',
    synset: 'noun:05110948',
    usage: 'The {w} of the glass fibers lets them bend without snapping.',
  },
  {
    word: 'mundanity',
    synset: 'noun:04802000',
    usage: 'She loved the {w} of Sunday mornings: laundry, toast and the crossword.',
  },
  {
    word: 'kylix',
    synset: 'noun:03634811',
    usage: 'The potter painted a satyr inside the {w}, visible only when the drinker reached the bottom.',
  },
  {
    word: 'photogravure',
    synset: 'noun:03460746',
    usage: "The book's plates were printed by {w}, giving the landscapes a soft, velvety tone.",
  },
  {
    word: 'ukulele',
    synset: 'noun:04513584',
    usage: 'He strummed {a} {w} on the beach while the others sang along.',
  },
  {
    word: 'indefinity',
    synset: 'noun:04765119',
    usage: "The {w} of the contract's wording gave the lawyers plenty to argue about.",
  },
  {
    word: 'chutzpa',
    synset: 'noun:04923377',
    usage: 'He had the {w} to ask for a raise on the day he crashed the company car.',
  },
  {
    word: 'adiposity',
    synset: 'noun:05006906',
    usage: "The study tracked children's {w} with waist measurements and skinfold tests.",
  },
  {
    word: 'adulterator',
    synset: 'noun:14641117',
    usage: 'Chalk was a common {w} in Victorian bread, making loaves whiter and heavier.',
  },
  {
    word: 'occlusion',
    synset: 'noun:05075097',
    usage: 'The orthodontist checked her {w} by asking her to bite down on a strip of paper.',
  },
  {
    word: 'urbanity',
    synset: 'noun:04823533',
    usage: 'After ten years on a farm, he missed the {w} of Paris: cafes, crowds and late trains.',
  },
  {
    word: 'depilator',
    synset: 'noun:03181831',
    usage: 'She bought a tube of {w} at the pharmacy before her beach holiday.',
  },
  {
    word: 'halloo',
    synset: 'noun:07137117',
    usage: 'From across the field came a loud {w}, and we turned to see the farmer waving.',
  },
  {
    word: 'prothalamium',
    synset: 'noun:07067404',
    usage: 'Spenser wrote his {w} for the double wedding of two noble sisters in 1596.',
  },
  {
    word: 'sumpsimus',
    synset: 'noun:07169576',
    usage:
      'The editor insisted on the {w}, though readers complained that the familiar wording sounded better.',
  },
  {
    word: 'pustule',
    synset: 'noun:14357527',
    usage: 'A single {w} on her chin was the first sign of chickenpox.',
  },
  {
    word: 'internality',
    synset: 'noun:04628367',
    usage: 'His later novels turned toward {w}, following characters through long moral reckonings.',
  },
  {
    word: 'topee',
    synset: 'noun:03957175',
    usage: 'The colonial officer in the photograph wears a white {w} and a starched khaki uniform.',
  },
  {
    word: 'exorbitance',
    synset: 'noun:05126396',
    usage: 'Diners complained about the {w} of the bill: forty dollars for a plate of spaghetti.',
  },
  {
    word: 'fluidity',
    synset: 'noun:04944220',
    usage: 'The new paint has {a} {w} that lets it level out without brush marks.',
  },
  {
    word: 'snorter',
    synset: 'noun:05696914',
    usage: 'The final exam question was a real {w}, and half the class left it blank.',
  },
  {
    word: 'anthropoidal',
    synset: 'adjective:01263354',
    usage: 'The fossil had {w} arms, long and powerful, suited to swinging through trees.',
  },
  {
    word: 'sprachgefuhl',
    synset: 'noun:05715832',
    usage: 'Her {w} told her the sentence was wrong long before she could name the grammatical rule.',
  },
  {
    word: 'scupper',
    synset: 'noun:04164944',
    usage: 'Seawater poured out through each {w} as the trawler rolled upright.',
  },
  {
    word: 'puissance',
    synset: 'noun:05198963',
    usage: "The emperor's {w} was such that no prince in the region dared defy him.",
  },
  {
    word: 'bioweapon',
    synset: 'noun:02845541',
    usage: 'The treaty bans the development of any {w}, including engineered strains of anthrax.',
  },
  {
    word: 'megillah',
    synset: 'noun:07232959',
    usage: 'I asked how his trip went and got the whole {w}, down to what he ate on the plane.',
  },
  {
    word: 'errancy',
    synset: 'noun:04813041',
    usage: "The priest was suspended for {w} after questioning Rome's teaching in a public lecture.",
  },
  {
    word: 'obsessivity',
    synset: 'noun:04633419',
    usage: 'His {w} showed in the way he checked the stove six times before leaving the house.',
  },
  {
    word: 'autobahn',
    synset: 'noun:02761868',
    usage: 'We drove from Munich toward Salzburg on the {w}, where cars passed us at terrifying speeds.',
  },
  {
    word: 'fettuccine',
    synset: 'noun:07716383',
    usage: 'She tossed the {w} with butter, cream and a heap of grated parmesan.',
  },
  {
    word: 'batiste',
    synset: 'noun:02812376',
    usage: 'The christening gown was sewn from fine white {w} and trimmed with lace.',
  },
  {
    word: 'belligerence',
    synset: 'noun:07564161',
    usage: "The dictator's {w} alarmed his neighbors, who began to mass troops on the border.",
  },
  {
    word: 'sordino',
    synset: 'noun:04271160',
    usage: 'The violinist slipped {a} {w} onto the bridge for the hushed slow movement.',
  },
  {
    word: 'papaw',
    synset: 'noun:07778090',
    usage: 'We found a ripe {w} under the tree by the creek and ate the custardy flesh with a spoon.',
  },
  {
    word: 'spiff',
    synset: 'noun:04695171',
    usage: 'He added a bit of {w} to his outfit with a silk pocket square.',
  },
  {
    word: 'libation',
    synset: 'noun:07901807',
    usage: 'The priest offered {a} {w} at the altar before the sacrifice to Zeus.',
  },
  {
    word: 'heterogeneity',
    synset: 'noun:04758353',
    usage:
      'The {w} of the sample, with patients of every age and illness, made the results hard to interpret.',
  },
  {
    word: 'insipidity',
    synset: 'noun:05213274',
    usage: 'The critics mocked the {w} of the sequel, calling it a film without a pulse.',
  },
  {
    word: 'litotes',
    synset: 'noun:07118958',
    usage: "Calling a hurricane 'not bad weather' was my uncle's favorite {w}.",
  },
  {
    word: 'pirogi',
    synset: 'noun:07640533',
    usage: 'At the Polish church supper, we lined up for plates of {w} stuffed with sauerkraut.',
  },
  {
    word: 'deshabille',
    synset: 'noun:14481286',
    usage: 'She answered the door in {w}, a robe thrown over her nightgown.',
  },
  {
    word: 'croaky',
    synset: 'adjective:00300179',
    usage: 'From the marsh came a {w} chorus that kept us awake until dawn.',
  },
  {
    word: 'obligato',
    synset: 'noun:06828828',
    usage:
      'The composer wrote the flute {w} for a particular soloist, and the aria is never sung without it.',
  },
  {
    word: 'carbine',
    synset: 'noun:02964887',
    usage: 'The cavalry trooper carried a short {w} slung across his back.',
  },
  {
    word: 'perversity',
    synset: 'noun:04860734',
    usage: 'Out of sheer {w}, he voted for the candidate he despised.',
  },
  {
    word: 'subsidiarity',
    synset: 'noun:13975202',
    usage: 'The {w} of the branch office meant that its decisions always waited on headquarters.',
  },
  {
    word: 'nasalise',
    synset: 'verb:00953238',
    usage: 'French speakers {w} the vowel in bon, letting the air flow through the nose.',
  },
  {
    word: 'phenylethylene',
    synset: 'noun:14619723',
    usage: 'The factory stored tanks of {w} to be turned into foam packaging.',
  },
  {
    word: 'aspergill',
    synset: 'noun:02751188',
    usage: 'The bishop dipped the {w} and scattered drops over the new fishing boats.',
  },
  {
    word: 'spatiality',
    synset: 'noun:05069917',
    usage: "The architect's drawings emphasized the {w} of the atrium, a tall volume filled with light.",
  },
  {
    word: 'inexpungeable',
    synset: 'adjective:00901921',
    usage: "The scandal left {a} {w} stain on the family's name, no matter how many years passed.",
  },
  {
    word: 'banian',
    synset: 'noun:02791485',
    usage: 'The merchant wore a cotton {w} over his shirt in the Calcutta heat.',
  },
  {
    word: 'mumpsimus',
    synset: 'noun:05845038',
    usage: 'Professor Hale clung to his {w}, teaching a theory the field had abandoned decades earlier.',
  },
  {
    word: 'tasset',
    synset: 'noun:04402467',
    usage: 'The armorer riveted a new {w} below the breastplate, where a lance had torn the old one away.',
  },
  {
    word: 'selvedge',
    synset: 'noun:04178127',
    usage: 'The dealer lifted the rug and showed us how the knotted {w} had been repaired.',
  },
  {
    word: 'aerator',
    synset: 'noun:02685423',
    usage: 'The treatment plant installed a larger {w} to keep oxygen flowing through the tanks.',
  },
  {
    word: 'jingoism',
    synset: 'noun:04885841',
    usage: 'The newspapers whipped up {w} until the public was clamoring for war.',
  },
  {
    word: 'ravioli',
    synset: 'noun:07716989',
    usage: 'She pinched the edges of every {w} and slid the tray into the boiling water.',
  },
  {
    word: 'patina',
    synset: 'noun:03905667',
    usage: 'Decades of handling had given the leather saddle a dark, glossy {w}.',
  },
  {
    word: 'sputnik',
    synset: 'noun:04297753',
    usage: 'The launch of the first {w} in 1957 sent American schools scrambling to teach more science.',
  },
  {
    word: 'microcosm',
    synset: 'noun:05947032',
    usage: 'The village was {a} {w} of the whole country, with all its quarrels and loyalties.',
  },
  {
    word: 'transducer',
    synset: 'noun:04478188',
    usage: "The microphone's {w} turns the pressure of the singer's voice into an electrical signal.",
  },
  {
    word: 'admixture',
    synset: 'noun:02683938',
    usage: 'The concrete contains {a} {w} that slows setting in hot weather.',
  },
  {
    word: 'probity',
    synset: 'noun:04877024',
    usage: "The judge's {w} was never questioned in forty years on the bench.",
  },
  {
    word: 'dowel',
    synset: 'noun:03233947',
    usage: 'He glued a wooden {w} into each hole before clamping the chair legs together.',
  },
  {
    word: 'crenelation',
    synset: 'noun:02815071',
    usage: 'Pigeons nested along the {w} on top of the old tower.',
  },
  {
    word: 'benzene',
    synset: 'noun:14798860',
    usage: 'The refinery workers were tested regularly for exposure to {w}.',
  },
  {
    word: 'fungibility',
    synset: 'noun:04743169',
    usage: 'The {w} of oil means a barrel from Texas can replace a barrel from Norway.',
  },
  {
    word: 'whortleberry',
    synset: 'noun:07759200',
    usage: 'We picked {w} on the moor all afternoon, and our fingers were stained purple.',
  },
  {
    word: 'bazooka',
    synset: 'noun:02816887',
    usage: 'The soldier braced {a} {w} on his shoulder as the tank rounded the corner.',
  },
  {
    word: 'torpidity',
    synset: 'noun:14038092',
    usage: 'By mid-August a kind of {w} had settled over the town, and nobody stirred until dusk.',
  },
  {
    word: 'frappe',
    synset: 'noun:07939905',
    usage: 'After dinner she ordered a creme de menthe {w}, bright green over crushed ice.',
  },
  {
    word: 'alfalfa',
    synset: 'noun:07817755',
    usage: 'The rancher cut the {w} in June and baled it for the winter.',
  },
  {
    word: 'hookup',
    synset: 'noun:03538834',
    usage: 'The campsite has an electric {w} at every pitch for caravans.',
  },
  {
    word: 'reticulation',
    synset: 'noun:04090225',
    usage: 'Under the lens, the leaf showed a fine {w} of veins.',
  },
  {
    word: 'burette',
    synset: 'noun:02924976',
    usage: 'She opened the tap on the {w} and let the acid drip into the flask until it turned pink.',
  },
  {
    word: 'vomitory',
    synset: 'noun:04548948',
    usage: 'Fans poured out through the nearest {w} as soon as the final whistle blew.',
  },
  {
    word: 'somatesthesia',
    synset: 'noun:05729127',
    usage: 'After the stroke, his {w} on the left side was dulled, and he could barely feel a pinprick.',
  },
  {
    word: 'mottle',
    synset: 'noun:04966042',
    usage: 'Our grey mare had a darker {w} across her rump and flanks.',
  },
  {
    word: 'mastaba',
    synset: 'noun:03732558',
    usage: 'Archaeologists excavated {a} {w} near Saqqara and found painted scenes of farm life inside.',
  },
  {
    word: 'creel',
    synset: 'noun:03134499',
    usage: 'He came back from the river with three trout in his {w}.',
  },
  {
    word: 'timothy',
    synset: 'noun:07818128',
    usage: 'The farmer sowed the meadow with {w} and clover for winter feed.',
  },
];
