import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 6
// of 12.
export const REAL_WORD_USAGES_6: readonly WrittenUsage[] = [
  {
    word: 'shirr',
    synset: 'verb:00323196',
    usage: 'For a quick brunch, the cook will {w} a pair in a buttered ramekin with cream.',
  },
  {
    word: 'shooter',
    synset: 'noun:10611086',
    usage: 'The crowd around the table cheered as the {w} made his point twice in a row.',
  },
  {
    word: 'shrift',
    synset: 'noun:01041592',
    usage: 'The dying soldier asked for a priest so that he might receive {w} before the end.',
  },
  {
    word: 'shtickl',
    synset: 'noun:13785198',
    usage: 'She accepted only a {w} of the honey cake, saying she had already eaten.',
  },
  {
    word: 'sideroblast',
    synset: 'noun:05456403',
    usage: 'The marrow iron stain showed a ringed {w}, pointing toward a myelodysplastic syndrome.',
  },
  {
    word: 'signory',
    synset: 'noun:13273192',
    usage: 'The village church and its mill both lay within the old {w} along the riverbank.',
  },
  {
    word: 'silenus',
    synset: 'noun:09571618',
    usage: 'A pot-bellied {w} lolls on a wineskin in the painted procession around the vase.',
  },
  {
    word: 'silva',
    synset: 'noun:09458309',
    usage: 'The botanist spent a decade cataloguing the {w} of eastern North America.',
  },
  {
    word: 'simazine',
    synset: 'noun:15066996',
    usage: 'Growers apply {w} before emergence, though its residues can leach into groundwater.',
  },
  {
    word: 'simperer',
    synset: 'noun:10618623',
    usage: 'The {w} at the end of the pew giggled every time the vicar glanced her way.',
  },
  {
    word: 'sinistrality',
    synset: 'noun:05074536',
    usage: 'Studies suggest that {w} runs in some families more strongly than in others.',
  },
  {
    word: 'sinusoid',
    synset: 'noun:13932205',
    usage: 'Plotted over one period, the {w} climbs to one, falls to minus one, and returns.',
  },
  {
    word: 'sirdar',
    synset: 'noun:10621052',
    usage: 'The {w} arrived at the durbar on an elephant, followed by his armed retainers.',
  },
  {
    word: 'sisal',
    synset: 'noun:15067221',
    usage: 'The farmers twisted {w} into coarse twine for baling their hay.',
  },
  {
    word: 'skimmer',
    synset: 'noun:10624918',
    usage: 'A hasty {w} will miss the clause buried on page forty of the contract.',
  },
  {
    word: 'slough',
    synset: 'noun:09461217',
    usage: 'The oxen bogged down in a {w} halfway across the prairie.',
  },
  {
    word: 'slurry',
    synset: 'noun:14615513',
    usage: 'The potter poured a thin {w} into the mold and waited for a wall to form.',
  },
  {
    word: 'smiley',
    synset: 'noun:06290815',
    usage: 'She ended her message with a {w} to show there were no hard feelings.',
  },
  {
    word: 'smirker',
    synset: 'noun:10634023',
    usage: 'Every {w} in the office seemed to know about my reprimand before I did.',
  },
  {
    word: 'snafu',
    synset: 'verb:00403923',
    usage: 'A single misrouted shipment could {w} the whole production schedule for weeks.',
  },
  {
    word: 'sniffler',
    synset: 'noun:10636295',
    usage: 'A {w} in the back row made the quiet passages of the concerto hard to hear.',
  },
  {
    word: 'sniveler',
    synset: 'noun:10636295',
    usage: 'The {w} beside me on the train had clearly caught the autumn cold going around.',
  },
  {
    word: 'snuffler',
    synset: 'noun:10637523',
    usage: 'The {w} in the next bunk kept the whole dormitory awake all winter.',
  },
  {
    word: 'socage',
    synset: 'noun:00580871',
    usage: 'The yeoman held his farm in free and common {w} under the lord of the manor.',
  },
  {
    word: 'sodom',
    synset: 'noun:08813732',
    usage: 'Preachers denounced the riverside quarter as a {w} that would surely come to ruin.',
  },
  {
    word: 'sojourner',
    synset: 'noun:10641209',
    usage: 'As a {w} in the city, he never bothered to buy furniture of his own.',
  },
  {
    word: 'soliloquize',
    synset: 'verb:00966510',
    usage: 'In the third act, the prince pauses alone on stage to {w} about death.',
  },
  {
    word: 'solubility',
    synset: 'noun:13604475',
    usage: 'The {w} of sugar in water increases sharply as the temperature rises.',
  },
  {
    word: 'solvency',
    synset: 'noun:14501727',
    usage: "Regulators began to question the bank's {w} as its loan losses mounted.",
  },
  {
    word: 'somniloquist',
    synset: 'noun:10643311',
    usage: 'Her roommate turned out to be a {w} who muttered about exams every night.',
  },
  {
    word: 'sparge',
    synset: 'verb:01894216',
    usage: 'Before the experiment, you should {w} the buffer with argon to drive out dissolved oxygen.',
  },
  {
    word: 'spectinomycin',
    synset: 'noun:04279660',
    usage: 'The clinic kept {w} on hand for patients who were allergic to penicillin.',
  },
  {
    word: 'spelaeologist',
    synset: 'noun:10479852',
    usage: 'The {w} mapped three kilometres of flooded passage beneath the limestone plateau.',
  },
  {
    word: 'speleologist',
    synset: 'noun:10479852',
    usage: 'The {w} collected blind beetles from the deepest chamber of the system.',
  },
  {
    word: 'spelter',
    synset: 'noun:15074312',
    usage: 'The foundry cast cheap clock cases from {w} and gave them a bronze finish.',
  },
  {
    word: 'spelunker',
    synset: 'noun:10479852',
    usage: 'The {w} squeezed through a narrow crawl with only a headlamp to guide her.',
  },
  {
    word: 'spherometer',
    synset: 'noun:04281805',
    usage: 'The optician checked the lens with a {w} before polishing it further.',
  },
  {
    word: 'spinet',
    synset: 'noun:04285491',
    usage: 'The {w} fitted neatly against the wall of their narrow city flat.',
  },
  {
    word: 'spinney',
    synset: 'noun:08454960',
    usage: 'Pheasants broke from the {w} as the beaters worked along the hedge.',
  },
  {
    word: 'spirituality',
    synset: 'noun:13268717',
    usage: 'While the see stood vacant, its {w} passed into the keeping of the archbishop.',
  },
  {
    word: 'spitter',
    synset: 'noun:10656272',
    usage: 'Signs on the tram warned that any {w} would be fined on the spot.',
  },
  {
    word: 'splicer',
    synset: 'noun:04289369',
    usage: 'The editor trimmed both shots and lined them up in the {w} at her bench.',
  },
  {
    word: 'spondee',
    synset: 'noun:07110441',
    usage: 'The line slows to a crawl where the poet places a heavy {w}.',
  },
  {
    word: 'sporulate',
    synset: 'verb:00116304',
    usage: 'Under nutrient starvation, many soil bacteria will {w} and lie dormant for years.',
  },
  {
    word: 'sporulation',
    synset: 'noun:13538402',
    usage: 'Nutrient starvation is the usual trigger for {w} in many common soil bacteria.',
  },
  {
    word: 'spotter',
    synset: 'noun:10659725',
    usage: 'The {w} worked a solvent into the wine stain on the lapel of the suit.',
  },
  {
    word: 'squabbler',
    synset: 'noun:10661897',
    usage: 'Each {w} at the meeting insisted the parking spaces were unfairly assigned.',
  },
  {
    word: 'squirearchy',
    synset: 'noun:08404416',
    usage: "The local {w} controlled the magistrates' bench and most of the parish livings.",
  },
  {
    word: 'stanhope',
    synset: 'noun:04310001',
    usage: 'The doctor drove his {w} along the lanes to visit patients in outlying villages.',
  },
  {
    word: 'stasis',
    synset: 'noun:14036720',
    usage: 'The two factions had reached a kind of {w}, and no reform could pass.',
  },
  {
    word: 'stercolith',
    synset: 'noun:09279266',
    usage: "The surgeon removed a {w} lodged in the patient's appendix.",
  },
  {
    word: 'sthene',
    synset: 'noun:13669506',
    usage: 'The {w} belonged to the old metre-tonne-second system and is now rarely used.',
  },
  {
    word: 'stickle',
    synset: 'verb:00775831',
    usage: 'The lawyers continued to {w} over every comma in the draft agreement.',
  },
  {
    word: 'stockinette',
    synset: 'noun:04330657',
    usage: 'The nurse cut a length of {w} to sleeve the arm before applying the cast.',
  },
  {
    word: 'stover',
    synset: 'noun:07818222',
    usage: 'Once the ears were picked, the farmer baled the {w} to feed his cattle in winter.',
  },
  {
    word: 'streaker',
    synset: 'noun:10681745',
    usage: 'A {w} dashed across the pitch in the final minutes of the match.',
  },
  {
    word: 'streptothricin',
    synset: 'noun:04343671',
    usage: 'Early researchers abandoned {w} because it proved too toxic to the kidneys.',
  },
  {
    word: 'stymie',
    synset: 'noun:13950264',
    usage: 'Before 1952, a player facing a {w} on the green had to chip over it.',
  },
  {
    word: 'subduer',
    synset: 'noun:10687889',
    usage: 'The {w} of the rebellious provinces was rewarded with a triumph in Rome.',
  },
  {
    word: 'subjugator',
    synset: 'noun:10688564',
    usage: 'The {w} stripped the vanquished city of its walls and its laws.',
  },
  {
    word: 'submersible',
    synset: 'noun:04355437',
    usage: 'The research {w} descended to the wreck at a depth of four kilometres.',
  },
  {
    word: 'subsidence',
    synset: 'noun:07376016',
    usage: 'Old mine workings caused {w} that cracked the walls of several houses on the street.',
  },
  {
    word: 'subtilise',
    synset: 'verb:00393460',
    usage: 'Years in the perfumery helped to {w} her perception of the faintest notes.',
  },
  {
    word: 'subtopia',
    synset: 'noun:08557456',
    usage: 'The old market town has been swallowed by a {w} of identical cul-de-sacs.',
  },
  {
    word: 'succorer',
    synset: 'noun:10691337',
    usage: 'She was remembered as the {w} of every widow in the parish.',
  },
  {
    word: 'succourer',
    synset: 'noun:10691337',
    usage: 'The abbey acted as {w} to pilgrims stranded by the winter storms.',
  },
  {
    word: 'succussion',
    synset: 'noun:00878055',
    usage: "The physician performed {w} and heard a splash in the patient's chest.",
  },
  {
    word: 'sucre',
    synset: 'noun:13729690',
    usage: 'The {w} lost most of its value before the country adopted the dollar in 2000.',
  },
  {
    word: 'suffragan',
    synset: 'noun:10691979',
    usage: 'The archbishop delegated the confirmations to his {w} in the northern part of the province.',
  },
  {
    word: 'sukiyaki',
    synset: 'noun:07895150',
    usage: 'The family gathered around the simmering {w}, dipping each morsel in raw egg.',
  },
  {
    word: 'sultana',
    synset: 'noun:07776371',
    usage: "Most of the region's {w} crop is dried on racks in the sun.",
  },
  {
    word: 'sunder',
    synset: 'verb:00336624',
    usage: 'The war would {w} families that had lived side by side for generations.',
  },
  {
    word: 'supervene',
    synset: 'verb:00342077',
    usage: 'Pneumonia may {w} in patients already weakened by influenza.',
  },
  {
    word: 'supervention',
    synset: 'noun:07494665',
    usage: 'The {w} of a fever complicated his recovery from surgery.',
  },
  {
    word: 'surmounter',
    synset: 'noun:10687889',
    usage: 'The {w} of the rival clans went on to unite the highlands under one banner.',
  },
  {
    word: 'surrey',
    synset: 'noun:04372199',
    usage: 'The family rode to church in a {w} with a fringe on top.',
  },
  {
    word: 'surtax',
    synset: 'noun:13336386',
    usage: 'The government levied a {w} on the wealthiest earners to fund the war.',
  },
  {
    word: 'swath',
    synset: 'noun:13801119',
    usage: 'The reaper left a neat {w} across the meadow with every stroke of his blade.',
  },
  {
    word: 'sybarite',
    synset: 'noun:10779211',
    usage: 'The {w} spent his afternoons in perfumed baths and his evenings at lavish banquets.',
  },
  {
    word: 'syllabub',
    synset: 'noun:07933112',
    usage: 'In the eighteenth century, a bowl of {w} was a favourite treat at country fairs.',
  },
  {
    word: 'symphysion',
    synset: 'noun:05242937',
    usage: 'The anthropologist marked the {w} on each skull before taking her measurements.',
  },
  {
    word: 'syncretise',
    synset: 'verb:00369175',
    usage: 'Converts in the mission towns often sought to {w} the new faith with older customs.',
  },
  {
    word: 'syncretize',
    synset: 'verb:00369175',
    usage: 'Early Roman writers tried to {w} Greek and native gods into a single pantheon.',
  },
  {
    word: 'syndic',
    synset: 'noun:10706381',
    usage: 'The guild chose a {w} to negotiate the lease of its hall with the landlord.',
  },
  {
    word: 'syndicalism',
    synset: 'noun:08338551',
    usage: 'In the years before the First World War, {w} attracted many French dockworkers.',
  },
  {
    word: 'synezesis',
    synset: 'noun:13586404',
    usage: 'Some cytologists regarded {w} as a mere artifact of fixation in early preparations.',
  },
  {
    word: 'synizesis',
    synset: 'noun:13586404',
    usage: 'The {w} seen in lily anther cells was long debated by early cytologists.',
  },
  { word: 'tableau', synset: 'noun:08389642', usage: 'The dancers froze in a {w} as the curtain fell.' },
  {
    word: 'tachylite',
    synset: 'noun:14905375',
    usage: 'The chilled margin of the dike formed a thin black skin of {w}.',
  },
  {
    word: 'taekwondo',
    synset: 'noun:00828342',
    usage: 'She earned her black belt in {w} after six years of training.',
  },
  {
    word: 'taichi',
    synset: 'noun:00828450',
    usage: 'Every morning, elderly residents practise {w} in the park before breakfast.',
  },
  {
    word: 'taichichuan',
    synset: 'noun:00828450',
    usage: 'Her teacher introduced the long form of {w}, which takes twenty minutes to complete.',
  },
  {
    word: 'tailgater',
    synset: 'noun:10708925',
    usage: 'A {w} in my rear-view mirror flashed his headlights all the way up the motorway.',
  },
  {
    word: 'tauon',
    synset: 'noun:09478336',
    usage: 'The {w} decays within a fraction of a trillionth of a second of its creation.',
  },
  {
    word: 'taxonomy',
    synset: 'noun:08395087',
    usage: 'The {w} of flowering plants has been redrawn in light of genetic evidence.',
  },
  {
    word: 'techno',
    synset: 'noun:07072104',
    usage: 'The warehouse party played pounding {w} until the sun came up.',
  },
  { word: 'telecast', synset: 'noun:06635102', usage: 'Millions watched the live {w} of the moon landing.' },
  {
    word: 'telecaster',
    synset: 'noun:10716916',
    usage: 'The national {w} agreed to air the match live in prime time.',
  },
  {
    word: 'telegnosis',
    synset: 'noun:07270898',
    usage: 'The medium claimed {w}, insisting she had seen the shipwreck as it happened.',
  },
  {
    word: 'telegraphy',
    synset: 'noun:06285574',
    usage: 'The spread of {w} let newspapers print reports from far-off cities the same day.',
  },
  {
    word: 'telemark',
    synset: 'noun:00442626',
    usage: 'She dropped into a graceful {w} on the steep powder slope.',
  },
  {
    word: 'telemetry',
    synset: 'noun:01118527',
    usage: "Engineers monitored the spacecraft's health through {w} sent back from orbit.",
  },
  {
    word: 'telephotography',
    synset: 'noun:00908769',
    usage: 'Newspapers adopted {w} in the 1920s to print images from distant cities within hours.',
  },
  {
    word: 'teleport',
    synset: 'verb:02108968',
    usage: "In the novel, the crew can {w} from their ship to the planet's surface.",
  },
  {
    word: 'telfer',
    synset: 'noun:04413822',
    usage: 'Each {w} carried a load of ore along the overhead line to the mill.',
  },
  {
    word: 'telferage',
    synset: 'noun:04413952',
    usage: 'The mine used {w} to move ore over the ravine to the crushing plant.',
  },
  {
    word: 'telophase',
    synset: 'noun:13587244',
    usage: 'During {w}, the nucleoli reappear and the cell begins to pinch in two.',
  },
  {
    word: 'temporality',
    synset: 'noun:13268880',
    usage: 'During the vacancy of the see, the crown took custody of its {w}.',
  },
  {
    word: 'temporalty',
    synset: 'noun:08170001',
    usage: 'The {w} sat apart from the priests during the synod and had no vote.',
  },
  { word: 'tenge', synset: 'noun:13723110', usage: 'The {w} was introduced in 1993 to replace the rouble.' },
  {
    word: 'tensor',
    synset: 'noun:05873065',
    usage: 'In general relativity, the curvature of spacetime is described by a {w}.',
  },
  {
    word: 'tenter',
    synset: 'noun:04418970',
    usage: 'The fullers pinned the wet woollen web to a {w} in the field behind the mill.',
  },
  {
    word: 'terahertz',
    synset: 'noun:15305326',
    usage: 'Some security scanners use {w} radiation to see through clothing.',
  },
  {
    word: 'tercentenary',
    synset: 'noun:15276568',
    usage: 'The town marked its {w} with a parade, fireworks and a new history of the parish.',
  },
  {
    word: 'tercentennial',
    synset: 'noun:15276568',
    usage: 'The university issued a commemorative medal for its {w} in 1936.',
  },
  {
    word: 'terreplein',
    synset: 'noun:08680165',
    usage: 'The gunners hauled the cannon up the ramp onto the {w}.',
  },
  {
    word: 'tessera',
    synset: 'noun:04422044',
    usage: 'The restorer pressed each gilded {w} back into the wet mortar of the apse.',
  },
  {
    word: 'tesseract',
    synset: 'noun:13939960',
    usage: 'The artist projected a rotating {w} onto a flat screen as a wireframe animation.',
  },
  {
    word: 'testator',
    synset: 'noun:10722985',
    usage: 'The {w} signed the document in front of two witnesses.',
  },
  {
    word: 'tetrahedron',
    synset: 'noun:13938146',
    usage: 'A methane molecule has the shape of a {w}, with carbon at its centre.',
  },
  {
    word: 'tetrasaccharide',
    synset: 'noun:15093728',
    usage: 'Stachyose, a {w} found in beans, passes undigested to the gut bacteria.',
  },
  {
    word: 'tetrodotoxin',
    synset: 'noun:15093905',
    usage: 'Chefs must be licensed to prepare fugu because even a trace of {w} can kill.',
  },
  {
    word: 'thalweg',
    synset: 'noun:13935701',
    usage: 'The treaty fixed the border along the {w} of the river.',
  },
  {
    word: 'thanatophobia',
    synset: 'noun:14408007',
    usage: 'His {w} grew so severe that he could not attend a funeral.',
  },
  {
    word: 'thenar',
    synset: 'noun:05573570',
    usage: 'The surgeon noted wasting of the {w} eminence, a sign of carpal tunnel syndrome.',
  },
  {
    word: 'theocracy',
    synset: 'noun:08380355',
    usage: 'After the revolution, the country became a {w} ruled by senior clerics.',
  },
  {
    word: 'theophany',
    synset: 'noun:07338282',
    usage: 'The burning bush is often cited as a {w} in the Hebrew scriptures.',
  },
  {
    word: 'thermometry',
    synset: 'noun:01118681',
    usage: "Infrared {w} lets nurses take a reading without touching the patient's skin.",
  },
  {
    word: 'thermosphere',
    synset: 'noun:09480497',
    usage: 'The space station orbits within the {w}, where the thin air can be extremely hot.',
  },
  {
    word: 'thiamine',
    synset: 'noun:15115696',
    usage: 'Doctors routinely give {w} to heavy drinkers admitted to hospital, before any glucose.',
  },
  {
    word: 'thoracentesis',
    synset: 'noun:00946112',
    usage: 'The doctor performed {w} and drained a litre of straw-coloured effusion.',
  },
  {
    word: 'thrush',
    synset: 'noun:14206050',
    usage: "The baby's {w} showed as white patches on the tongue and cheeks.",
  },
  {
    word: 'thwarter',
    synset: 'noun:10368974',
    usage: 'Every reform bill met the same {w} in the upper house, who buried it in committee.',
  },
  {
    word: 'tickler',
    synset: 'noun:06805675',
    usage: 'She kept a {w} of index cards sorted by date so that no deadline slipped past.',
  },
  {
    word: 'tilth',
    synset: 'noun:14519647',
    usage: 'Years of compost had given the garden bed a fine, crumbly {w}.',
  },
  {
    word: 'tithe',
    synset: 'noun:13336765',
    usage: 'Each household paid a {w} of its harvest to the parish church.',
  },
  {
    word: 'toner',
    synset: 'noun:15100578',
    usage: 'She bathed the enlargement in sepia {w} to give it a warm brown cast.',
  },
  {
    word: 'toque',
    synset: 'noun:04463282',
    usage: 'The head cook straightened his starched {w} before stepping into the dining room.',
  },
  { word: 'torero', synset: 'noun:09856364', usage: 'The {w} bowed to the crowd after a clean kill.' },
  {
    word: 'totaliser',
    synset: 'noun:02682111',
    usage: "The clerk ran the day's receipts through the {w} before closing the till.",
  },
  {
    word: 'toucher',
    synset: 'noun:10737238',
    usage: 'Museum guards kept a wary eye on every {w} near the fragile sculptures.',
  },
  {
    word: 'toxicity',
    synset: 'noun:13604681',
    usage: 'The {w} of the new compound was tested on cultured liver cells.',
  },
  {
    word: 'tragacanth',
    synset: 'noun:15101793',
    usage: 'The confectioner added {w} to the sugar paste so that it would set firm.',
  },
  {
    word: 'transcendence',
    synset: 'noun:13986901',
    usage: 'Mystics of many traditions describe meditation as a path to {w}.',
  },
  {
    word: 'transcriber',
    synset: 'noun:10743908',
    usage: 'The {w} rendered the Cyrillic manuscript into Latin letters for the catalogue.',
  },
  {
    word: 'transferee',
    synset: 'noun:10744206',
    usage: 'The deed named the {w} and recorded the price paid for the parcel.',
  },
  {
    word: 'transferor',
    synset: 'noun:10744635',
    usage: 'The {w} must sign the deed before it can be registered.',
  },
  {
    word: 'trichuriasis',
    synset: 'noun:14478540',
    usage: 'Children in the village were treated for {w} with a single dose of albendazole.',
  },
  {
    word: 'trifler',
    synset: 'noun:10748982',
    usage: 'She dismissed her suitor as a {w} who would never settle down.',
  },
  {
    word: 'tripoli',
    synset: 'noun:14960612',
    usage: 'The jeweller buffed the silver with a cake of {w} before applying rouge.',
  },
  {
    word: 'trismus',
    synset: 'noun:14595810',
    usage: 'Tetanus often begins with {w}, leaving the patient unable to open the mouth.',
  },
  {
    word: 'triumvirate',
    synset: 'noun:08003424',
    usage: "After the dictator's murder, a {w} divided the provinces among its members.",
  },
  {
    word: 'trochanter',
    synset: 'noun:05581782',
    usage: 'The fall fractured the greater {w}, and she needed a pin in her hip.',
  },
  {
    word: 'trochee',
    synset: 'noun:07110319',
    usage: 'The poet replaced the opening iamb with a {w} to give the line a jolt.',
  },
  {
    word: 'trombiculiasis',
    synset: 'noun:14478454',
    usage: 'Hikers resting in tall summer grass often return with {w} around their ankles.',
  },
  {
    word: 'trouper',
    synset: 'noun:10750272',
    usage: 'Though she had the flu, the old {w} went on stage for every performance that week.',
  },
  {
    word: 'trove',
    synset: 'noun:13392528',
    usage: 'The coroner ruled that the hoard of Roman coins was {w} and belonged to the crown.',
  },
  {
    word: 'tughrik',
    synset: 'noun:13730736',
    usage: 'The {w} weakened sharply after copper prices fell on world markets.',
  },
  {
    word: 'tugrik',
    synset: 'noun:13730736',
    usage: 'Shops in Ulaanbaatar price their goods in {w}, though dollars are widely accepted.',
  },
  {
    word: 'tutee',
    synset: 'noun:10753477',
    usage: 'Each {w} met with her mentor twice a week to review essays.',
  },
  {
    word: 'twinkler',
    synset: 'noun:09487616',
    usage: 'Astronomers note that a star near the horizon is a stronger {w} than one overhead.',
  },
  {
    word: 'tympanites',
    synset: 'noun:14087359',
    usage: "The cow's left flank was drum-tight with {w} after it gorged on wet clover.",
  },
  {
    word: 'typology',
    synset: 'noun:01015913',
    usage: "The archaeologist built a {w} of pottery sherds to date the site's layers.",
  },
  {
    word: 'ubiquity',
    synset: 'noun:13981742',
    usage: 'The {w} of smartphones has changed how people find their way around cities.',
  },
  {
    word: 'ulatrophia',
    synset: 'noun:14104779',
    usage: 'Aggressive brushing over many years can contribute to {w} and exposed tooth roots.',
  },
  {
    word: 'ullage',
    synset: 'noun:13786226',
    usage: 'The auction catalogue noted the {w} of each vintage claret, measured from the cork.',
  },
  {
    word: 'umbra',
    synset: 'noun:14008583',
    usage: "Observers inside the moon's {w} watched the sun's corona appear in a darkened sky.",
  },
  {
    word: 'unavoidability',
    synset: 'noun:04761184',
    usage: 'The {w} of the tax increase was clear once the deficit figures were published.',
  },
  {
    word: 'uncus',
    synset: 'noun:13892315',
    usage: 'Swelling of the brain can push the {w} of the temporal lobe against the brainstem.',
  },
  {
    word: 'undulation',
    synset: 'noun:07366648',
    usage: 'The slow {w} of the eel carried it smoothly along the riverbed.',
  },
  {
    word: 'uranyl',
    synset: 'noun:15109566',
    usage: 'Electron microscopists stain tissue sections with {w} acetate to add contrast.',
  },
  { word: 'urolith', synset: 'noun:09490826', usage: "The vet removed a large {w} from the dog's bladder." },
  {
    word: 'uropathy',
    synset: 'noun:14596741',
    usage: 'Obstructive {w} from an enlarged prostate can damage the kidneys over time.',
  },
  { word: 'utricle', synset: 'noun:05329980', usage: 'The {w} in the inner ear senses tilting of the head.' },
  {
    word: 'vagrancy',
    synset: 'noun:13966288',
    usage: 'In the nineteenth century, {w} was a crime punishable by hard labour.',
  },
  {
    word: 'vaisya',
    synset: 'noun:08324197',
    usage: 'In the classical texts, a {w} was expected to trade, herd cattle and lend money.',
  },
  {
    word: 'valvotomy',
    synset: 'noun:00699727',
    usage: 'A balloon {w} widened the narrowed mitral opening without open-heart surgery.',
  },
  {
    word: 'vanisher',
    synset: 'noun:10766014',
    usage: 'The police file listed him as a {w} last seen boarding a night train.',
  },
  {
    word: 'variolization',
    synset: 'noun:00826275',
    usage: 'Before vaccination, {w} offered some protection but sometimes caused serious outbreaks.',
  },
  {
    word: 'vasectomise',
    synset: 'verb:00061172',
    usage: 'After the birth of their third child, he asked the surgeon to {w} him.',
  },
  {
    word: 'vasectomize',
    synset: 'verb:00061172',
    usage: 'Farmers sometimes ask the vet to {w} a ram so it can find ewes in season.',
  },
  {
    word: 'veldt',
    synset: 'noun:08695162',
    usage: 'Herds of springbok grazed across the {w} as far as the eye could see.',
  },
  { word: 'velleity', synset: 'noun:07501667', usage: 'His desire to write a novel never rose above a {w}.' },
  {
    word: 'velodrome',
    synset: 'noun:04532128',
    usage: 'The sprinters circled the {w} slowly, each waiting for the other to attack.',
  },
  {
    word: 'venerator',
    synset: 'noun:10767216',
    usage: 'As a lifelong {w} of the old masters, he visited every gallery in Florence.',
  },
  {
    word: 'venography',
    synset: 'noun:00907744',
    usage: "The doctor ordered {w} to look for a clot in the patient's leg.",
  },
  {
    word: 'venturi',
    synset: 'noun:04534605',
    usage: 'Engineers fitted a {w} to the pipe to measure how fast the water was moving.',
  },
  {
    word: 'vernix',
    synset: 'noun:15136992',
    usage: 'The newborn was still coated in {w} when the midwife handed her to her mother.',
  },
  {
    word: 'vertex',
    synset: 'noun:05875905',
    usage: 'Each {w} of the triangle was labelled with a capital letter.',
  },
  {
    word: 'verticality',
    synset: 'noun:05086845',
    usage: 'The surveyor used a plumb line to check the {w} of the new chimney.',
  },
  {
    word: 'verticil',
    synset: 'noun:13941998',
    usage: 'In the horsetail, each node carries a {w} of slender branches.',
  },
  {
    word: 'viatication',
    synset: 'noun:00083167',
    usage: 'During the AIDS crisis, {w} offered dying patients a way to pay their medical bills.',
  },
  {
    word: 'victualer',
    synset: 'noun:10772850',
    usage: 'The licensed {w} kept a good cellar and let rooms to travellers above the bar.',
  },
  {
    word: 'vinification',
    synset: 'noun:13594869',
    usage: 'The estate carries out {w} in steel tanks to keep the fruit flavours fresh.',
  },
  {
    word: 'vintager',
    synset: 'noun:10773657',
    usage: 'Each {w} filled a basket with ripe bunches before the midday heat.',
  },
  {
    word: 'vocative',
    synset: 'noun:06323227',
    usage: 'Modern Greek and Polish still use the {w}, although English lost it long ago.',
  },
  {
    word: 'volution',
    synset: 'noun:07461777',
    usage: 'The slow {w} of the millstone ground the barley to a fine flour.',
  },
  {
    word: 'volvelle',
    synset: 'noun:07015315',
    usage: 'The medieval astronomer used a paper {w} to work out the phases of the moon.',
  },
  {
    word: 'vulva',
    synset: 'noun:05529287',
    usage: 'The midwife examined the {w} for tearing after the delivery.',
  },
  { word: 'weald', synset: 'noun:08662787', usage: 'Sheep grazed on the chalk downs above the wooded {w}.' },
  {
    word: 'wedel',
    synset: 'verb:01942598',
    usage: 'On the groomed piste, she liked to {w} in quick, rhythmic turns down the fall line.',
  },
  { word: 'whammy', synset: 'noun:07491232', usage: 'Losing his job and then his house was a double {w}.' },
  {
    word: 'whinstone',
    synset: 'noun:09501340',
    usage: 'The old farmhouse walls were built from dark {w} quarried on the hillside.',
  },
  {
    word: 'wiesenboden',
    synset: 'noun:15122561',
    usage: 'Early surveys mapped {w} in the low, wet prairies of the upper Midwest.',
  },
  { word: 'wimple', synset: 'noun:04592604', usage: "The nun's face was framed by a starched white {w}." },
  {
    word: 'winker',
    synset: 'noun:10803215',
    usage: 'The {w} across the table seemed to be sharing some private joke with me.',
  },
  {
    word: 'xanthophyl',
    synset: 'noun:14745796',
    usage: 'As chlorophyll fades in autumn, {w} shows through and turns the leaves gold.',
  },
  {
    word: 'xerodermia',
    synset: 'noun:14561165',
    usage: 'Patients with {w} are advised to use thick emollients after every bath.',
  },
  {
    word: 'xeroma',
    synset: 'noun:14561715',
    usage: 'Night blindness often precedes {w} in children with poor diets.',
  },
  {
    word: 'xerophthalmia',
    synset: 'noun:14561715',
    usage: 'Supplement programmes have sharply reduced {w} among young children in poor countries.',
  },
  {
    word: 'xerophthalmus',
    synset: 'noun:14561715',
    usage: 'Untreated {w} can progress to ulceration and permanent blindness.',
  },
  {
    word: 'xeroradiography',
    synset: 'noun:00906890',
    usage: 'Before digital imaging, {w} was widely used for mammograms because it showed fine edges.',
  },
  {
    word: 'xylene',
    synset: 'noun:15130710',
    usage: 'The histologist cleared the tissue in {w} before embedding it in paraffin.',
  },
  {
    word: 'yataghan',
    synset: 'noun:04619614',
    usage: 'The janissary carried a {w} thrust through his sash.',
  },
  {
    word: 'yawner',
    synset: 'noun:10822797',
    usage: 'A single {w} in the front row soon set off half the audience.',
  },
  {
    word: 'yeomanry',
    synset: 'noun:08263423',
    usage: 'The {w} formed the backbone of the county militia in the seventeenth century.',
  },
  {
    word: 'zeaxanthin',
    synset: 'noun:14745942',
    usage: 'Eating leafy greens raises the level of {w} in the macula of the eye.',
  },
  {
    word: 'zloty',
    synset: 'noun:13732882',
    usage: 'The {w} has floated freely against the euro since 2000.',
  },
  {
    word: 'zoanthropy',
    synset: 'noun:14402422',
    usage: "The patient's {w} led him to crawl on all fours and howl at night.",
  },
];
