import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 3
// of 12.
export const REAL_WORD_USAGES_3: readonly WrittenUsage[] = [
  {
    word: 'enantiomorphism',
    synset: 'noun:13851621',
    usage: 'The chemist first noticed {w} while sorting tartrate salts under a hand lens.',
  },
  {
    word: 'enchanter',
    synset: 'noun:10074893',
    usage: 'In the old romance, the {w} kept the knight asleep beneath a hollow hill.',
  },
  {
    word: 'enclave',
    synset: 'noun:08570669',
    usage: "The city's Portuguese {w} kept its own bakeries, festivals and parish church.",
  },
  {
    word: 'encompassment',
    synset: 'noun:14450941',
    usage: "The new boundary's {w} of the old mill village angered its residents.",
  },
  {
    word: 'endogeny',
    synset: 'noun:11438125',
    usage: 'Geologists attribute the slow uplift of the range to {w} rather than to erosion.',
  },
  {
    word: 'endolymph',
    synset: 'noun:05329651',
    usage: "Movement of the {w} bends tiny hair cells, signalling the head's rotation to the brain.",
  },
  {
    word: 'endomorph',
    synset: 'noun:10075538',
    usage: 'As {a} {w}, he found that long-distance running never suited his build.',
  },
  {
    word: 'endoskeleton',
    synset: 'noun:05594096',
    usage: 'Unlike crabs, which must moult to grow, a mammal enlarges its {w} gradually.',
  },
  {
    word: 'endotoxin',
    synset: 'noun:15060072',
    usage: "Antibiotics that burst bacterial cells can briefly raise {w} levels in the patient's blood.",
  },
  {
    word: 'energid',
    synset: 'noun:05439161',
    usage: 'In the coenocytic alga, each {w} behaves almost like a separate cell.',
  },
  {
    word: 'enfeoffment',
    synset: 'noun:06557951',
    usage: 'The charter recorded the {w} of the manor to a knight and his heirs.',
  },
  {
    word: 'ennoblement',
    synset: 'noun:14456971',
    usage: 'His {w} came late in life, after decades of service to the crown.',
  },
  {
    word: 'enology',
    synset: 'noun:05644016',
    usage: "She studied {w} in California before returning to manage her family's vineyard.",
  },
  {
    word: 'enophile',
    synset: 'noun:10078875',
    usage: 'A devoted {w}, he kept a cellar of Burgundy laid down for decades.',
  },
  {
    word: 'ensilage',
    synset: 'noun:07817318',
    usage: 'The farmer packed the chopped maize as {w} to feed his cattle through winter.',
  },
  {
    word: 'entelechy',
    synset: 'noun:13978438',
    usage: 'In scholastic philosophy, the oak is the {w} toward which every acorn tends.',
  },
  {
    word: 'enterolith',
    synset: 'noun:09296587',
    usage: "The surgeon removed {a} {w} the size of a walnut from the horse's colon.",
  },
  {
    word: 'enterolithiasis',
    synset: 'noun:14138833',
    usage: 'Horses fed heavily on alfalfa hay are especially prone to {w}.',
  },
  {
    word: 'eparchy',
    synset: 'noun:08671835',
    usage: 'Under the later empire, each Greek {w} was administered by its own governor.',
  },
  {
    word: 'epicardia',
    synset: 'noun:05541807',
    usage: 'The surgeon examined the {w} closely for signs of a hiatus hernia.',
  },
  {
    word: 'epicycloid',
    synset: 'noun:13932503',
    usage: 'The gear teeth were cut to the profile of {a} {w} for smoother meshing.',
  },
  {
    word: 'epigastrium',
    synset: 'noun:05403414',
    usage: 'The patient complained of a burning pain in the {w} after meals.',
  },
  {
    word: 'epigon',
    synset: 'noun:10081850',
    usage: 'Critics dismissed the young poet as a mere {w} of the Romantic masters.',
  },
  {
    word: 'epigone',
    synset: 'noun:10081850',
    usage: 'Each {w} of the great painter copied his brushwork but none of his vision.',
  },
  {
    word: 'epiphenomenon',
    synset: 'noun:11474152',
    usage: 'Some philosophers regard consciousness as {a} {w} of neural activity.',
  },
  {
    word: 'episcopacy',
    synset: 'noun:07963555',
    usage: 'The reform was opposed by the whole {w} and quietly abandoned.',
  },
  {
    word: 'epistasis',
    synset: 'noun:13516710',
    usage: 'Coat colour in mice offers a classic example of {w} among interacting loci.',
  },
  {
    word: 'eponymy',
    synset: 'noun:13483883',
    usage: 'Medical {w} has fallen from favour as diseases are renamed for their causes.',
  },
  {
    word: 'ersatz',
    synset: 'noun:05704666',
    usage: 'During the blockade, families drank {w} brewed from roasted acorns and chicory.',
  },
  {
    word: 'escarpment',
    synset: 'noun:09297058',
    usage: 'The road zigzags up the {w} before reaching the high tableland.',
  },
  {
    word: 'eschar',
    synset: 'noun:05271916',
    usage: 'The surgeon debrided the black {w} to let the wound heal cleanly.',
  },
  {
    word: 'escudo',
    synset: 'noun:13698213',
    usage: 'The {w} was retired when Lisbon adopted the euro in 2002.',
  },
  {
    word: 'esoterica',
    synset: 'noun:06686416',
    usage: 'The shop specialises in occult {w}, from alchemical manuscripts to tarot decks.',
  },
  {
    word: 'estaminet',
    synset: 'noun:03303036',
    usage: 'Soldiers on leave crowded into the smoky {w} behind the railway station.',
  },
  {
    word: 'estivate',
    synset: 'verb:00016176',
    usage: 'Some desert snails will {w} inside sealed shells until the autumn rains.',
  },
  {
    word: 'eutectic',
    synset: 'noun:14613294',
    usage: 'Tin and lead form {a} {w} that melts at about 183 degrees Celsius.',
  },
  {
    word: 'evangelise',
    synset: 'verb:00829888',
    usage: 'Missionaries sailed upriver to {w} the villages along its banks.',
  },
  {
    word: 'eventuate',
    synset: 'verb:02617037',
    usage: 'The long negotiations could {w} in a treaty acceptable to both sides.',
  },
  {
    word: 'excelsior',
    synset: 'noun:15001193',
    usage: 'The glassware arrived safely, each piece nested in a crate of {w}.',
  },
  {
    word: 'exhibitionist',
    synset: 'noun:10090518',
    usage: 'Always {a} {w}, he performed card tricks at every dinner party.',
  },
  {
    word: 'exophthalmos',
    synset: 'noun:14336444',
    usage: 'Thyroid eye disease often causes {w}, giving the patient a fixed, staring look.',
  },
  {
    word: 'exotoxin',
    synset: 'noun:15060399',
    usage: 'The diphtheria bacillus releases a potent {w} that damages heart and nerve tissue.',
  },
  {
    word: 'expansivity',
    synset: 'noun:13609828',
    usage: "Engineers chose an alloy with low {w} for the telescope's mirror mount.",
  },
  {
    word: 'expropriation',
    synset: 'noun:00086960',
    usage: "The government's {w} of foreign oil fields provoked a long diplomatic dispute.",
  },
  {
    word: 'exteroception',
    synset: 'noun:05661693',
    usage: 'Vision, hearing and touch are the chief channels of {w}.',
  },
  {
    word: 'extrasystole',
    synset: 'noun:07416204',
    usage: 'A single {w} often feels like a skipped beat or a sudden thump.',
  },
  {
    word: 'exudate',
    synset: 'noun:14877100',
    usage: "The sticky {w} on the pine's bark hardened into amber-coloured beads.",
  },
  {
    word: 'exurbia',
    synset: 'noun:08572299',
    usage: 'Commuters in {w} spend hours on the road but enjoy wooded lots and quiet lanes.',
  },
  {
    word: 'exuviae',
    synset: 'noun:05247419',
    usage: 'Dragonfly {w} often remain clinging to reeds long after the adults have flown.',
  },
  {
    word: 'eyrir',
    synset: 'noun:13704221',
    usage: 'Reykjavik shopkeepers once priced goods down to the {w}, though the coin later vanished.',
  },
  {
    word: 'factoid',
    synset: 'noun:06496576',
    usage: 'The evening bulletin closed with a {w} about the tallest sunflower ever grown.',
  },
  {
    word: 'faddist',
    synset: 'noun:10095687',
    usage: 'A dietary {w}, she abandoned each regimen as soon as a newer one appeared.',
  },
  {
    word: 'faecalith',
    synset: 'noun:09279266',
    usage: 'The radiograph showed a {w} lodged at the mouth of the appendix.',
  },
  {
    word: 'faille',
    synset: 'noun:03322834',
    usage: 'Her evening coat was cut from black {w} lined with pale grey satin.',
  },
  {
    word: 'fallow',
    synset: 'noun:09301201',
    usage: 'Skylarks nested in the weedy {w} at the far end of the farm.',
  },
  {
    word: 'falsie',
    synset: 'noun:03324598',
    usage: "The actress's costume required {a} {w} on each side to fill out the gown.",
  },
  {
    word: 'famulus',
    synset: 'noun:10097284',
    usage: "The old alchemist's {w} ground the pigments and copied out his master's notes.",
  },
  {
    word: 'fantasia',
    synset: 'noun:07058289',
    usage: 'The pianist closed the recital with a {w} on airs from popular operas.',
  },
  {
    word: 'federalize',
    synset: 'verb:00370095',
    usage: 'The colonies agreed to {w} so that no single state would face the invader alone.',
  },
  {
    word: 'fellah',
    synset: 'noun:10103033',
    usage: 'The {w} rose before dawn to open the irrigation channels to his fields.',
  },
  {
    word: 'femtosecond',
    synset: 'noun:15260484',
    usage: 'The laser emits pulses lasting barely a {w}, fast enough to freeze molecular motion.',
  },
  {
    word: 'feria',
    synset: 'noun:15188455',
    usage: 'Since the day was a {w}, the priest said the ordinary Mass of the season.',
  },
  {
    word: 'feticide',
    synset: 'noun:00232182',
    usage: 'The statute treats {w} as a separate offence in cases of assault.',
  },
  {
    word: 'fetometry',
    synset: 'noun:01004226',
    usage: 'Routine {w} on the ultrasound scan confirmed normal growth at twenty weeks.',
  },
  {
    word: 'fetoprotein',
    synset: 'noun:15058229',
    usage: 'A raised {w} level in the blood may indicate a liver tumour.',
  },
  {
    word: 'fettle',
    synset: 'noun:14570198',
    usage: "After a winter's rest, the old horse was in fine {w} for the spring show.",
  },
  {
    word: 'filicide',
    synset: 'noun:10107870',
    usage: 'The jury heard that the {w} had shown no remorse after his arrest.',
  },
  {
    word: 'fimbria',
    synset: 'noun:05480611',
    usage: "Each {w} sweeps the released egg toward the oviduct's funnel-shaped opening.",
  },
  {
    word: 'finder',
    synset: 'noun:10110514',
    usage: 'The {w} of the lost wallet handed it in at the police station.',
  },
  {
    word: 'firth',
    synset: 'noun:09303286',
    usage: 'Fishing boats sheltered in the {w} when gales swept in from the North Sea.',
  },
  {
    word: 'fjord',
    synset: 'noun:09304010',
    usage: 'The cruise ship glided past sheer granite walls deep into the {w}.',
  },
  {
    word: 'flanker',
    synset: 'noun:10115034',
    usage: 'The quarterback lofted the ball to the {w} racing along the sideline.',
  },
  {
    word: 'fleer',
    synset: 'verb:00029511',
    usage: "The courtiers would {w} at the country squire's old-fashioned manners.",
  },
  {
    word: 'flense',
    synset: 'verb:02370823',
    usage: 'The crew worked through the night to {w} the carcass on the slipway.',
  },
  {
    word: 'flogger',
    synset: 'noun:10116733',
    usage: 'The prison {w} laid on the lash in front of the assembled inmates.',
  },
  {
    word: 'fluegelhorn',
    synset: 'noun:03374122',
    usage: 'The {w} takes the mellow solo in the slow movement of the suite.',
  },
  {
    word: 'flugelhorn',
    synset: 'noun:03374122',
    usage: 'She switched from trumpet to {w} for the darker tone of the ballad.',
  },
  {
    word: 'fluorouracil',
    synset: 'noun:03375667',
    usage: "The oncologist prescribed a topical {w} cream for the patient's skin lesions.",
  },
  {
    word: 'foetometry',
    synset: 'noun:01004226',
    usage: 'The sonographer recorded {w} data at every antenatal visit.',
  },
  {
    word: 'foetoprotein',
    synset: 'noun:15058229',
    usage: "The screening test measures {w} in a sample of the mother's blood.",
  },
  {
    word: 'fomentation',
    synset: 'noun:14897207',
    usage: 'The nurse applied a hot {w} of chamomile to ease the swollen joint.',
  },
  {
    word: 'forint',
    synset: 'noun:13698649',
    usage: 'The {w} weakened against the euro, pushing up import prices in Budapest shops.',
  },
  {
    word: 'fovea',
    synset: 'noun:05462951',
    usage: 'When you read, each word is focused in turn onto the {w}.',
  },
  {
    word: 'fractionation',
    synset: 'noun:00390316',
    usage: 'Crude oil undergoes {w} in tall distillation columns at the refinery.',
  },
  {
    word: 'franklin',
    synset: 'noun:10128819',
    usage: 'The {w} kept a generous table and served as a knight of the shire.',
  },
  {
    word: 'fratricide',
    synset: 'noun:10129111',
    usage: 'The chronicle condemns the young king as a {w} who seized the throne by blood.',
  },
  {
    word: 'frizzle',
    synset: 'verb:00326448',
    usage: 'The cook would {w} thin strips of bacon over a high flame.',
  },
  {
    word: 'fructification',
    synset: 'noun:13506611',
    usage: 'Warm, damp autumns encourage abundant {w} among the woodland fungi.',
  },
  {
    word: 'furfural',
    synset: 'noun:14900624',
    usage: 'Refineries use {w} to extract aromatic compounds from lubricating oils.',
  },
  {
    word: 'futurism',
    synset: 'noun:08485095',
    usage: 'The painters of {w} celebrated speed, motor cars and the roar of factories.',
  },
  {
    word: 'gaddi',
    synset: 'noun:03414716',
    usage: 'The young maharaja took his seat upon the {w} as the court bowed.',
  },
  {
    word: 'galumph',
    synset: 'verb:01969005',
    usage: 'The puppy would {w} across the kitchen, scattering bowls and chairs.',
  },
  {
    word: 'galvanisation',
    synset: 'noun:01264602',
    usage: "The general's speech brought about a sudden {w} of the weary troops.",
  },
  {
    word: 'galvanization',
    synset: 'noun:01264602',
    usage: 'The crisis produced a {w} of the local volunteers, who worked around the clock.',
  },
  {
    word: 'gambist',
    synset: 'noun:10138400',
    usage: 'The {w} played the bass line with a bow held underhand.',
  },
  {
    word: 'garambulla',
    synset: 'noun:07784981',
    usage: 'Market stalls in central Mexico sell the purple {w} by the handful in spring.',
  },
  {
    word: 'gastrogavage',
    synset: 'noun:01060639',
    usage: 'After the throat surgery, the patient received {w} until he could swallow again.',
  },
  {
    word: 'gemmation',
    synset: 'noun:13565276',
    usage: 'Yeast cells and hydras commonly multiply by {w} when conditions are favourable.',
  },
  {
    word: 'genotype',
    synset: 'noun:07957645',
    usage: 'Each {w} in the trial was planted in three separate plots.',
  },
  {
    word: 'genuflect',
    synset: 'verb:02044779',
    usage: 'On entering the pew, worshippers should {w} toward the tabernacle.',
  },
  {
    word: 'gerontocracy',
    synset: 'noun:08378647',
    usage: 'Critics called the ruling council a {w} long out of touch with the country.',
  },
  {
    word: 'gesticulation',
    synset: 'noun:06889821',
    usage: 'Her wild {w} nearly knocked the wine glasses off the table.',
  },
  {
    word: 'giggler',
    synset: 'noun:10732773',
    usage: 'The teacher separated the worst {w} from her friends at the back.',
  },
  {
    word: 'gimbal',
    synset: 'noun:03442491',
    usage: 'The camera sits on a motorised {w} that keeps footage steady on rough roads.',
  },
  {
    word: 'ginglymus',
    synset: 'noun:05588047',
    usage: 'Anatomists classify the elbow between humerus and ulna as a typical {w}.',
  },
  {
    word: 'girandola',
    synset: 'noun:03442739',
    usage: 'A gilded {w} hung beside the fireplace, its glass doubling the flames.',
  },
  {
    word: 'girandole',
    synset: 'noun:03442739',
    usage: 'The drawing room was lit by a carved {w} on either side of the chimneypiece.',
  },
  {
    word: 'gittern',
    synset: 'noun:03039817',
    usage: 'A minstrel strummed a {w} for the guests in the great hall.',
  },
  {
    word: 'glebe',
    synset: 'noun:13268127',
    usage: 'The vicar rented out the {w} to a local farmer for grazing.',
  },
  {
    word: 'gleet',
    synset: 'noun:05425042',
    usage: 'The old surgical manual recommends astringent washes for a persistent {w}.',
  },
  {
    word: 'gluon',
    synset: 'noun:09312708',
    usage: 'Each {w} carries colour charge, binding the constituents of the proton together.',
  },
  {
    word: 'googly',
    synset: 'noun:00478108',
    usage: 'The leg-spinner deceived the batsman with a {w} that turned into his pads.',
  },
  { word: 'gorgonzola', synset: 'noun:07868352', usage: 'She crumbled {w} over the pear and walnut salad.' },
  {
    word: 'gouache',
    synset: 'noun:03454161',
    usage: 'The illustrator painted the poster in flat, vivid {w} on board.',
  },
  {
    word: 'gourde',
    synset: 'noun:13701378',
    usage: 'Market prices in Port-au-Prince rose as the {w} lost value against the dollar.',
  },
  {
    word: 'grantee',
    synset: 'noun:09802978',
    usage: 'The deed names the {w} and describes the boundaries of the parcel.',
  },
  {
    word: 'grinner',
    synset: 'noun:10166782',
    usage: 'A cheerful {w}, he greeted every customer at the counter the same way.',
  },
  {
    word: 'guarani',
    synset: 'noun:13701713',
    usage: 'The {w} has remained fairly stable against the dollar in recent years.',
  },
  {
    word: 'gumbo',
    synset: 'noun:14927747',
    usage: 'After the rain, the prairie road turned to {w} that clogged the wagon wheels.',
  },
  {
    word: 'gunnery',
    synset: 'noun:03474955',
    usage: "The fort's heavy {w} commanded every approach to the harbour mouth.",
  },
  {
    word: 'gynarchy',
    synset: 'noun:08378744',
    usage: 'Some anthropologists once imagined a prehistoric {w} among the earliest farming peoples.',
  },
  {
    word: 'gynecocracy',
    synset: 'noun:08378744',
    usage: 'Pamphleteers of the age denounced the regency as a shameful {w}.',
  },
  {
    word: 'habituation',
    synset: 'noun:00195680',
    usage: 'Through {w}, the mice gradually stopped reacting to the constant hum of the lab.',
  },
  {
    word: 'hadron',
    synset: 'noun:09323580',
    usage: 'The proton is the most familiar {w}, made of three quarks.',
  },
  {
    word: 'hagiographer',
    synset: 'noun:10175252',
    usage: "The official {w} omitted every scandal from the late president's life.",
  },
  {
    word: 'hagiography',
    synset: 'noun:06528233',
    usage: 'The memoir reads less like history than like {w}, glossing over every failure.',
  },
  {
    word: 'hagiologist',
    synset: 'noun:10175252',
    usage: "The monastery's {w} compiled lives of the local saints from oral tradition.",
  },
  {
    word: 'hairsplitter',
    synset: 'noun:10175733',
    usage: 'Only a {w} would object to such a minor difference in wording.',
  },
  {
    word: 'hallux',
    synset: 'noun:05585372',
    usage: 'A bunion forms at the base of the {w} where it meets the foot.',
  },
  {
    word: 'hamartoma',
    synset: 'noun:14262435',
    usage: 'The biopsy showed the lung nodule was a benign {w}, not a cancer.',
  },
  {
    word: 'hansom',
    synset: 'noun:03497188',
    usage: 'He hailed a {w} outside the theatre and rattled home through the fog.',
  },
  {
    word: 'harridan',
    synset: 'noun:10180866',
    usage: 'The landlady was a {w} who shrieked at tenants over every late payment.',
  },
  {
    word: 'hater',
    synset: 'noun:10181787',
    usage: 'Even the fiercest {w} of modern architecture admired the new library.',
  },
  {
    word: 'hauler',
    synset: 'noun:10182100',
    usage: 'The council hired a local {w} to clear the rubble from the site.',
  },
  {
    word: 'hawse',
    synset: 'noun:03505234',
    usage: 'The chain cable roared out of the {w} with a thunderous rattle.',
  },
  {
    word: 'hawsehole',
    synset: 'noun:03505234',
    usage: 'Rust had streaked the bow plating beneath the starboard {w}.',
  },
  {
    word: 'hebetude',
    synset: 'noun:05689093',
    usage: 'The long, hot afternoon left the students sunk in {w}.',
  },
  {
    word: 'hectare',
    synset: 'noun:13635266',
    usage: 'The vineyard covers barely a {w} on the south-facing slope.',
  },
  {
    word: 'hedonism',
    synset: 'noun:09206868',
    usage: 'Critics accused the poet of preaching {w} while neglecting duty.',
  },
  {
    word: 'heliogram',
    synset: 'noun:06264501',
    usage: 'The outpost flashed a {w} across the valley to the signal station.',
  },
  {
    word: 'hepatotoxin',
    synset: 'noun:15060670',
    usage: 'Certain wild mushrooms contain a potent {w} that can prove fatal within days.',
  },
  {
    word: 'heptagon',
    synset: 'noun:13905144',
    usage: "The tower's floor plan is a regular {w} with a door on each face.",
  },
  {
    word: 'hereditament',
    synset: 'noun:13266116',
    usage: 'The will disposed of every {w} the old squire held at his death.',
  },
  {
    word: 'heterospory',
    synset: 'noun:13514769',
    usage: 'Selaginella shows {w}, an important step toward the evolution of the seed.',
  },
  {
    word: 'hexachlorophene',
    synset: 'noun:03522434',
    usage: 'Hospitals once scrubbed newborns with {w} until its toxicity became clear.',
  },
  {
    word: 'hexahedron',
    synset: 'noun:13938338',
    usage: 'A cube is the most familiar example of a regular {w}.',
  },
  {
    word: 'hierocracy',
    synset: 'noun:08380549',
    usage: 'Under the {w}, priests decided questions of law as well as doctrine.',
  },
  {
    word: 'hirsutism',
    synset: 'noun:04690957',
    usage: 'Some hormonal disorders in women cause {w} on the face and chest.',
  },
  {
    word: 'histology',
    synset: 'noun:06086963',
    usage: 'The biopsy was sent to the {w} laboratory for staining and sectioning.',
  },
  {
    word: 'hobbledehoy',
    synset: 'noun:10198452',
    usage: 'The shy {w} tripped over the rug and spilled his tea.',
  },
  {
    word: 'hobbyist',
    synset: 'noun:10198700',
    usage: 'A keen {w}, he builds model railways in his garage on weekends.',
  },
  {
    word: 'holonymy',
    synset: 'noun:13830778',
    usage: 'Lexicographers record {w} alongside synonymy and antonymy in the thesaurus.',
  },
  { word: 'homer', synset: 'noun:00133175', usage: 'The shortstop hit a two-run {w} in the ninth inning.' },
  {
    word: 'homunculus',
    synset: 'noun:10311241',
    usage: 'The court kept a {w} as a page in finely tailored livery.',
  },
  {
    word: 'hryvnia',
    synset: 'noun:13725256',
    usage: 'Prices in Kyiv shops rose sharply after the {w} was devalued.',
  },
  {
    word: 'hugger',
    synset: 'noun:10210620',
    usage: 'An enthusiastic {w}, she greeted every guest warmly at the door.',
  },
  {
    word: 'humectant',
    synset: 'noun:14932834',
    usage: 'Glycerin serves as a {w} in many lotions and baked goods.',
  },
  {
    word: 'humify',
    synset: 'verb:00115887',
    usage: 'Earthworms and fungi will slowly {w} the fallen leaves over winter.',
  },
  {
    word: 'humin',
    synset: 'noun:14933631',
    usage: 'After alkaline extraction, the {w} fraction stays in the residue with the clay.',
  },
  {
    word: 'humus',
    synset: 'noun:14932973',
    usage: 'Rich, dark {w} gives woodland earth its crumbly texture and earthy smell.',
  },
  {
    word: 'hydatidosis',
    synset: 'noun:14476880',
    usage: 'Sheep-farming regions where dogs eat raw offal report high rates of {w}.',
  },
  {
    word: 'hydration',
    synset: 'noun:13515528',
    usage: 'The {w} of cement releases heat as the concrete sets.',
  },
  {
    word: 'hydrazine',
    synset: 'noun:14934732',
    usage: "The spacecraft's thrusters burn {w}, which is stored in pressurised tanks.",
  },
  {
    word: 'hydrocolloid',
    synset: 'noun:14615155',
    usage: 'The chef thickened the sauce with a {w} such as xanthan gum.',
  },
  {
    word: 'hydrogel',
    synset: 'noun:14614865',
    usage: 'Soft contact lenses are made from a {w} that stays comfortable on the eye.',
  },
  {
    word: 'hydrometry',
    synset: 'noun:01004355',
    usage: 'The brewer relies on {w} to track how much sugar remains in the wort.',
  },
  {
    word: 'hydroxyl',
    synset: 'noun:14938926',
    usage: 'The alcohol molecule carries a {w} attached to its carbon chain.',
  },
  {
    word: 'hypernymy',
    synset: 'noun:13830216',
    usage: 'The link between animal and dog is a textbook case of {w}.',
  },
  {
    word: 'hyperon',
    synset: 'noun:09331148',
    usage: 'The lambda was the first {w} identified in cosmic-ray tracks.',
  },
  {
    word: 'hyperopia',
    synset: 'noun:14577603',
    usage: 'Her optician prescribed convex lenses to correct her mild {w}.',
  },
  {
    word: 'hypnopedia',
    synset: 'noun:00894218',
    usage: 'Researchers found little evidence that {w} helps anyone learn vocabulary overnight.',
  },
  {
    word: 'hypostatisation',
    synset: 'noun:00934619',
    usage: 'The critic warned against the {w} of concepts like the national spirit.',
  },
  {
    word: 'hypostatise',
    synset: 'verb:00694484',
    usage: 'Careless economists tend to {w} the market as though it had desires of its own.',
  },
  {
    word: 'hypostatization',
    synset: 'noun:00934619',
    usage: 'Calling society a living organism involves a {w} that many sociologists reject.',
  },
  {
    word: 'hypostatize',
    synset: 'verb:00694484',
    usage: 'It is tempting to {w} time as a river that carries us along.',
  },
  {
    word: 'hypothecate',
    synset: 'verb:01064072',
    usage: 'The shipowner could {w} the vessel to secure a loan for repairs.',
  },
  {
    word: 'hypovitaminosis',
    synset: 'noun:14222058',
    usage: 'Sailors on long voyages once suffered from {w} for lack of fresh fruit.',
  },
  {
    word: 'hypsography',
    synset: 'noun:01004496',
    usage: 'The atlas uses layered colours to show {w} from coastal plains to mountain peaks.',
  },
  {
    word: 'icosahedron',
    synset: 'noun:13938916',
    usage: 'Many virus capsids are built in the shape of {a} {w}.',
  },
  {
    word: 'idiolect',
    synset: 'noun:07171401',
    usage: "The linguist recorded hours of conversation to study the old fisherman's {w}.",
  },
  {
    word: 'idolater',
    synset: 'noun:10218221',
    usage: 'Early chroniclers condemned the king as {a} {w} for restoring the ancient temple.',
  },
  {
    word: 'idoliser',
    synset: 'noun:10218451',
    usage: 'A devoted {w} of the singer, she had attended every concert on the tour.',
  },
  {
    word: 'idolizer',
    synset: 'noun:10218451',
    usage: 'Every {w} in the crowd screamed as the band walked on stage.',
  },
  {
    word: 'illuminant',
    synset: 'noun:14711674',
    usage: 'Colour matching should be done under a standard daylight {w}.',
  },
  {
    word: 'imaret',
    synset: 'noun:03566753',
    usage: 'Weary travellers found bread and soup at the Ottoman {w} beside the mosque.',
  },
  {
    word: 'immanency',
    synset: 'noun:13981260',
    usage: 'Mystics stressed the divine {w} in every leaf and stone.',
  },
  {
    word: 'impalement',
    synset: 'noun:00421872',
    usage: "Accounts of mass {w} made the prince's name a byword for cruelty.",
  },
  {
    word: 'inchoative',
    synset: 'noun:13827668',
    usage: 'Latin grammarians note that the suffix -sc- typically signals the {w}.',
  },
  {
    word: 'indinavir',
    synset: 'noun:03573610',
    usage: 'The patient was told to drink plenty of water while taking {w}.',
  },
  {
    word: 'inducer',
    synset: 'noun:14942935',
    usage: 'In bacteria, lactose acts as {a} {w} of the lac operon.',
  },
  {
    word: 'infructescence',
    synset: 'noun:13521126',
    usage: 'The pineapple is really a fused {w} formed from many separate flowers.',
  },
  {
    word: 'inspirer',
    synset: 'noun:10138039',
    usage: 'The old coach was {a} {w} whose players would run through walls for him.',
  },
  {
    word: 'internment',
    synset: 'noun:14023787',
    usage: 'Thousands of enemy aliens were held in {w} camps until the armistice.',
  },
  {
    word: 'interpellate',
    synset: 'verb:00786991',
    usage: 'Opposition deputies moved to {w} the minister over the budget shortfall.',
  },
  {
    word: 'interpellation',
    synset: 'noun:06665905',
    usage: 'The {w} ended with a vote of no confidence in the cabinet.',
  },
  {
    word: 'intrados',
    synset: 'noun:13891882',
    usage: 'Soot from the torches had blackened the {w} of the vault.',
  },
  {
    word: 'introject',
    synset: 'verb:00555971',
    usage: 'Young children can {w} the harsh standards of a critical parent.',
  },
  {
    word: 'introversion',
    synset: 'noun:14085814',
    usage: "The {w} of the snail's eyestalks happens within a fraction of a second.",
  },
  {
    word: 'intussuscept',
    synset: 'verb:01509638',
    usage: 'A segment of bowel can {w} into the next, causing obstruction in infants.',
  },
  {
    word: 'invigorator',
    synset: 'noun:09425579',
    usage: 'The spa advertised its mineral waters as a powerful {w} for tired travellers.',
  },
  {
    word: 'iodise',
    synset: 'verb:00185052',
    usage: 'Many countries require producers to {w} table salt to prevent goitre.',
  },
  {
    word: 'ionosphere',
    synset: 'noun:08606472',
    usage: 'Shortwave radio signals bounce off the {w} and travel far beyond the horizon.',
  },
  {
    word: 'irredenta',
    synset: 'noun:08606696',
    usage: 'Nationalist maps showed the lost {w} shaded in the same colour as the homeland.',
  },
  {
    word: 'irridenta',
    synset: 'noun:08606696',
    usage: 'The party vowed to reclaim the {w} across the mountains by diplomacy or force.',
  },
  {
    word: 'isobar',
    synset: 'noun:08606907',
    usage: 'On the weather map, each {w} curved tightly around the deepening low.',
  },
  {
    word: 'isochrone',
    synset: 'noun:08607088',
    usage: 'The transit planner drew a thirty-minute {w} around the central station.',
  },
  {
    word: 'isoclinal',
    synset: 'noun:08607226',
    usage: "The navigator's chart marked each {w} in thin blue lines.",
  },
  {
    word: 'isogamete',
    synset: 'noun:05464919',
    usage: 'In many green algae, each {w} looks exactly like its partner.',
  },
  {
    word: 'isogamy',
    synset: 'noun:13524716',
    usage: 'Many simple algae and fungi show {w}, with no visible egg or sperm.',
  },
  {
    word: 'isogone',
    synset: 'noun:08507850',
    usage: 'The old navigational chart showed each {w} sweeping diagonally across the Atlantic.',
  },
  {
    word: 'isogram',
    synset: 'noun:08607357',
    usage: 'Contour lines on a survey sheet are the most familiar kind of {w}.',
  },
  {
    word: 'isohel',
    synset: 'noun:08607611',
    usage: 'The climate atlas traces each {w} northward from the Mediterranean coast.',
  },
  {
    word: 'isometropia',
    synset: 'noun:14579280',
    usage: "The optometrist recorded {w} in the patient's chart after the routine examination.",
  },
  {
    word: 'isopleth',
    synset: 'noun:08607357',
    usage: "The report's {w} showed rainfall decreasing steadily toward the interior.",
  },
  {
    word: 'isostasy',
    synset: 'noun:14026917',
    usage: 'As the ice sheets melted, {w} caused Scandinavia to rise slowly.',
  },
  {
    word: 'itinerate',
    synset: 'verb:02106525',
    usage: 'Medieval judges would {w} through the shires, hearing cases in each town.',
  },
  {
    word: 'jawan',
    synset: 'noun:10239898',
    usage: 'Each {w} at the border post stood guard through the freezing Himalayan night.',
  },
  {
    word: 'jeroboam',
    synset: 'noun:03600602',
    usage: 'The host uncorked a {w} of champagne to toast the newlyweds.',
  },
  {
    word: 'jihad',
    synset: 'noun:00998599',
    usage: 'Sufi teachers spoke of the greater {w} against the appetites of the self.',
  },
  {
    word: 'jitter',
    synset: 'noun:07360560',
    usage: 'A slight {w} in the video signal made the picture shimmer.',
  },
  {
    word: 'juvenility',
    synset: 'noun:14449972',
    usage: 'The {w} of his early poems embarrassed him once he reached middle age.',
  },
  { word: 'kampong', synset: 'noun:08690777', usage: 'Stilt houses line the river in the old fishing {w}.' },
  {
    word: 'katabolism',
    synset: 'noun:13464960',
    usage: 'During starvation, {w} of muscle protein supplies the body with fuel.',
  },
  {
    word: 'keratectasia',
    synset: 'noun:14127600',
    usage: 'Excessive thinning after laser vision surgery can lead to {w} years later.',
  },
  {
    word: 'keratoconus',
    synset: 'noun:14127700',
    usage: 'Patients with advanced {w} often need rigid contact lenses or a transplant.',
  },
  {
    word: 'keratohyalin',
    synset: 'noun:14950318',
    usage: 'Under the microscope, {w} stains dark purple in the upper layers of the epidermis.',
  },
];
