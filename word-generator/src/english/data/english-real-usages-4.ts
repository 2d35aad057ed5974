import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 4
// of 12.
export const REAL_WORD_USAGES_4: readonly WrittenUsage[] = [
  {
    word: 'keratosis',
    synset: 'noun:14251630',
    usage: 'Years of working outdoors without a hat had left rough patches of {w} on his scalp.',
  },
  {
    word: 'kleptomania',
    synset: 'noun:09205170',
    usage:
      'The psychiatrist noted that {w} often begins in adolescence and is frequently accompanied by shame.',
  },
  {
    word: 'kleptomaniac',
    synset: 'noun:10257496',
    usage: 'As a diagnosed {w}, she was ordered to attend counseling rather than serve time in jail.',
  },
  {
    word: 'klutz',
    synset: 'noun:10257632',
    usage: 'I am such {a} {w} that I tripped over the same step twice in one week.',
  },
  {
    word: 'knower',
    synset: 'noun:10259779',
    usage: 'Epistemology asks what kind of relationship holds between the {w} and the world.',
  },
  {
    word: 'koruna',
    synset: 'noun:13703766',
    usage: 'The {w} was replaced by the euro at the start of 2009.',
  },
  {
    word: 'krona',
    synset: 'noun:13704435',
    usage: 'Shops increasingly refuse cash, so the {w} now exists mostly as a figure on a screen.',
  },
  {
    word: 'krone',
    synset: 'noun:13705076',
    usage: 'The {w} tends to strengthen whenever the price of oil rises.',
  },
  {
    word: 'kroon',
    synset: 'noun:13722467',
    usage: 'The {w} was pegged to the German mark and later to the euro.',
  },
  {
    word: 'kwacha',
    synset: 'noun:13705683',
    usage: 'The {w} lost much of its value when world copper prices collapsed.',
  },
  {
    word: 'kwanza',
    synset: 'noun:13706037',
    usage: 'The {w} has been devalued several times as oil revenues have fallen.',
  },
  {
    word: 'labium',
    synset: 'noun:05530107',
    usage: 'The gynecologist noted a small cyst on the left {w} during the examination.',
  },
  {
    word: 'lahar',
    synset: 'noun:07419892',
    usage: '{A} {w} can travel tens of kilometres along river valleys, burying towns in its path.',
  },
  {
    word: 'laity',
    synset: 'noun:08170001',
    usage: 'The bishop asked the {w} to take a larger part in running the parish.',
  },
  {
    word: 'lampooner',
    synset: 'noun:10420697',
    usage: 'A skilled {w}, he could copy the cadences of any poet with wicked precision.',
  },
  {
    word: 'langsyne',
    synset: 'noun:15277446',
    usage: 'The old men by the fire spoke fondly of {w} and the friends they had lost.',
  },
  {
    word: 'lanugo',
    synset: 'noun:05263422',
    usage: 'Infants born very early are often still covered in soft {w} on their backs and shoulders.',
  },
  {
    word: 'larder',
    synset: 'noun:07588181',
    usage: "By the end of the long winter the family's {w} had dwindled to a few potatoes.",
  },
  {
    word: 'latency',
    synset: 'noun:15298227',
    usage: 'The {w} of the startle reflex increases noticeably with age.',
  },
  {
    word: 'lateralisation',
    synset: 'noun:06001509',
    usage: 'Studies of stroke patients provided early evidence for the {w} of language.',
  },
  {
    word: 'lateralization',
    synset: 'noun:06001509',
    usage: 'Handedness is only loosely linked to the {w} of speech processing.',
  },
  {
    word: 'latinise',
    synset: 'verb:00387237',
    usage: 'Missionaries sought to {w} the Eastern churches and bring them under papal authority.',
  },
  {
    word: 'latinize',
    synset: 'verb:00387237',
    usage: 'Earlier efforts to {w} the local Orthodox population met with stubborn resistance.',
  },
  {
    word: 'laudanum',
    synset: 'noun:03652422',
    usage: 'Victorian households kept a bottle of {w} to quiet coughs and help with sleep.',
  },
  {
    word: 'layup',
    synset: 'noun:00112480',
    usage: 'The guard drove past two defenders and finished with an easy {w}.',
  },
  {
    word: 'lederhosen',
    synset: 'noun:03659159',
    usage: 'Men in {w} and felt hats danced to the brass band at the festival.',
  },
  {
    word: 'legatee',
    synset: 'noun:10273308',
    usage: 'As the sole {w}, she inherited the house and everything in it.',
  },
  {
    word: 'lemniscate',
    synset: 'noun:13925772',
    usage: 'The {w} has an elegant equation when written in polar coordinates.',
  },
  {
    word: 'lempira',
    synset: 'noun:13707070',
    usage: 'The {w} is named after a sixteenth-century indigenous leader who resisted the Spanish.',
  },
  {
    word: 'lepton',
    synset: 'noun:09360919',
    usage: 'The electron is the most familiar {w}, but the muon and tau are close relatives.',
  },
  {
    word: 'leptotene',
    synset: 'noun:13528539',
    usage: 'During {w}, the chromosomes begin to condense into long, thin threads.',
  },
  {
    word: 'levitation',
    synset: 'noun:11428847',
    usage: "The magician's {w} of his assistant drew gasps from the audience.",
  },
  {
    word: 'levorotation',
    synset: 'noun:07456094',
    usage: 'The {w} of the sample showed that it contained mostly one enantiomer.',
  },
  {
    word: 'liberator',
    synset: 'noun:10276918',
    usage: 'The crowds greeted the general as {a} {w} when his army entered the city.',
  },
  {
    word: 'lignite',
    synset: 'noun:14839433',
    usage: "Much of the region's electricity still comes from burning {w} dug from open pits.",
  },
  {
    word: 'likuta',
    synset: 'noun:13732651',
    usage: 'A single {w} would buy almost nothing once inflation took hold.',
  },
  {
    word: 'lilangeni',
    synset: 'noun:13708242',
    usage: 'The {w} is pegged at par to the South African rand.',
  },
  {
    word: 'liman',
    synset: 'noun:09362320',
    usage: 'Fishermen set their nets in the shallow, brackish {w} behind the sandbar.',
  },
  {
    word: 'limnologist',
    synset: 'noun:10282843',
    usage: 'The {w} took samples from the reservoir every week to track the growth of algae.',
  },
  {
    word: 'linalool',
    synset: 'noun:14918180',
    usage: 'Lavender and coriander owe much of their scent to {w}.',
  },
  {
    word: 'liquidize',
    synset: 'verb:02252366',
    usage: 'The owners decided to {w} before the lease ran out and close the store for good.',
  },
  {
    word: 'lisle',
    synset: 'noun:03682866',
    usage: 'She wore {w} stockings, which were cheaper and more durable than silk.',
  },
  {
    word: 'litas',
    synset: 'noun:13723720',
    usage: 'The {w} was pegged to the euro for over a decade before its retirement in 2015.',
  },
  {
    word: 'lobule',
    synset: 'noun:05501302',
    usage: 'The earring was fixed through the soft {w} of her ear.',
  },
  {
    word: 'locative',
    synset: 'noun:06343912',
    usage: 'In a sentence about sleeping in a barn, the words naming the barn fill the {w}.',
  },
  {
    word: 'loess',
    synset: 'noun:14966769',
    usage: 'The rich farmland of the plateau rests on thick beds of yellow {w}.',
  },
  {
    word: 'logagraphia',
    synset: 'noun:14119430',
    usage: "The neurologist documented the patient's {w} alongside other deficits after the stroke.",
  },
  {
    word: 'logorrhea',
    synset: 'noun:09205298',
    usage: "The manic patient's {w} made it nearly impossible to finish the interview.",
  },
  {
    word: 'lough',
    synset: 'noun:09366566',
    usage: 'The ferry crossed the {w} as mist rolled in from the Atlantic.',
  },
  { word: 'lunula', synset: 'noun:05589688', usage: 'A pale {w} is usually most visible on the thumb.' },
  {
    word: 'lunule',
    synset: 'noun:05589688',
    usage: 'The manicurist gently pushed back the cuticle to expose the {w}.',
  },
  {
    word: 'luxation',
    synset: 'noun:07459610',
    usage: 'The X-ray confirmed {a} {w} of the shoulder after the fall.',
  },
  {
    word: 'luxuriation',
    synset: 'noun:01073845',
    usage: 'A long afternoon of {w} in the hot springs left them too relaxed to move.',
  },
  {
    word: 'machmeter',
    synset: 'noun:03708121',
    usage: 'The pilot watched the {w} closely as the jet neared transonic flight.',
  },
  {
    word: 'macushla',
    synset: 'noun:10299237',
    usage: 'He took her hand and called her {w}, as his father had called his mother.',
  },
  {
    word: 'magus',
    synset: 'noun:10301243',
    usage: 'The {w} was said to read the future in the movements of the stars.',
  },
  {
    word: 'mahimahi',
    synset: 'noun:07794914',
    usage: 'The restaurant served grilled {w} with mango salsa and rice.',
  },
  {
    word: 'mailer',
    synset: 'noun:10302617',
    usage: 'The {w} of the package had forgotten to include a return address.',
  },
  {
    word: 'malabsorption',
    synset: 'noun:13532032',
    usage: 'Untreated celiac disease can cause {w}, leading to weight loss and anemia.',
  },
  {
    word: 'maladjustment',
    synset: 'noun:14411380',
    usage: 'Teachers noticed signs of {w} in the boy after his family moved abroad.',
  },
  {
    word: 'malposition',
    synset: 'noun:05086281',
    usage: 'The dentist corrected the {w} of the upper teeth with a brace.',
  },
  {
    word: 'malware',
    synset: 'noun:06600315',
    usage: "The company's laptops were infected with {w} hidden in an email attachment.",
  },
  {
    word: 'manana',
    synset: 'noun:15288736',
    usage: 'He always promised to fix the roof, but the job was forever put off until {w}.',
  },
  {
    word: 'manat',
    synset: 'noun:13724945',
    usage: 'The government redenominated the {w} in 2009 to simplify everyday prices.',
  },
  {
    word: 'markka',
    synset: 'noun:13710552',
    usage: 'Older shoppers in Helsinki still sometimes convert prices back into the {w}.',
  },
  {
    word: 'markup',
    synset: 'noun:13324902',
    usage: 'The retailer applies {a} {w} of about fifty percent on most clothing.',
  },
  {
    word: 'marveller',
    synset: 'noun:10809174',
    usage: 'A lifelong {w} at the night sky, she never tired of watching meteor showers.',
  },
  {
    word: 'masseur',
    synset: 'noun:10317869',
    usage: 'The hotel spa employed {a} {w} who specialized in deep tissue work.',
  },
  {
    word: 'mauler',
    synset: 'noun:10323180',
    usage: 'The champion was {a} {w} who wore down every challenger with relentless body punches.',
  },
  {
    word: 'maximization',
    synset: 'noun:00367892',
    usage: "The board's sole focus on profit {w} angered many of the workers.",
  },
  {
    word: 'mechanization',
    synset: 'noun:14601847',
    usage: 'The high degree of {w} in the factory meant that few workers were needed.',
  },
  {
    word: 'medina',
    synset: 'noun:08645883',
    usage: 'We got lost in the narrow alleys of the {w}, among spice stalls and tanneries.',
  },
  {
    word: 'megalomania',
    synset: 'noun:14415723',
    usage: 'His {w} grew as his power increased, until he believed himself infallible.',
  },
  {
    word: 'megalopolis',
    synset: 'noun:08555271',
    usage: 'The {w} stretching from Boston to Washington is home to tens of millions of people.',
  },
  {
    word: 'memorizer',
    synset: 'noun:10328171',
    usage: 'A diligent {w}, she could recite every irregular verb but struggled to hold a conversation.',
  },
  {
    word: 'mensch',
    synset: 'noun:10328676',
    usage: 'He was a real {w}, always the first to help a neighbor in trouble.',
  },
  {
    word: 'mephitis',
    synset: 'noun:15060542',
    usage: '{A} {w} rose from the swamp and hung over the village at dusk.',
  },
  {
    word: 'mercer',
    synset: 'noun:10329452',
    usage: 'The {w} unrolled bolts of brocade and velvet for the wealthy customer.',
  },
  {
    word: 'mercerise',
    synset: 'verb:00185843',
    usage: 'The mill will {w} the cotton yarn before it is dyed.',
  },
  {
    word: 'meritocracy',
    synset: 'noun:07989535',
    usage: 'In a true {w}, family connections would count for nothing.',
  },
  {
    word: 'meronymy',
    synset: 'noun:13830920',
    usage: 'Wheel and car, or finger and hand, are textbook illustrations of {w}.',
  },
  {
    word: 'meshuggeneh',
    synset: 'noun:10330183',
    usage: 'Only {a} {w} would go swimming in the lake in January.',
  },
  {
    word: 'meshuggener',
    synset: 'noun:10330183',
    usage: 'My uncle, the family {w}, once tried to build an airplane in his garage.',
  },
  {
    word: 'mesomorph',
    synset: 'noun:10330570',
    usage: 'A natural {w}, he put on bulk easily when he began lifting weights.',
  },
  {
    word: 'mestranol',
    synset: 'noun:14775395',
    usage: 'Early birth control pills contained {w} as their main hormone.',
  },
  {
    word: 'metamathematics',
    synset: 'noun:06027244',
    usage: 'Proofs about the consistency of formal systems belong to {w}.',
  },
  {
    word: 'metaphase',
    synset: 'noun:13536454',
    usage: 'During {w}, the chromosomes line up along the equator of the cell.',
  },
  {
    word: 'metencephalon',
    synset: 'noun:05489649',
    usage: 'In the embryo, the {w} lies just behind the midbrain.',
  },
  {
    word: 'methapyrilene',
    synset: 'noun:03760205',
    usage: 'Sleep aids containing {w} were withdrawn in 1979 after studies linked it to cancer in rats.',
  },
  {
    word: 'methyl',
    synset: 'noun:14976261',
    usage: 'Adding {a} {w} group to the molecule made it more soluble in fat.',
  },
  {
    word: 'methylene',
    synset: 'noun:14976122',
    usage: '{A} {w} group links the two rings in this compound.',
  },
  {
    word: 'metical',
    synset: 'noun:13710916',
    usage: 'The {w} lost value rapidly during the long civil war.',
  },
  {
    word: 'mezzo',
    synset: 'noun:10333099',
    usage: 'The {w} sang the role of Carmen with a dark, smoky tone.',
  },
  {
    word: 'mezzotint',
    synset: 'noun:03764007',
    usage: 'The {w} captured the velvety blacks and soft gradations of the portrait.',
  },
  {
    word: 'miasma',
    synset: 'noun:14549634',
    usage: '{A} {w} of stale smoke and spilled beer hung over the bar.',
  },
  {
    word: 'midinette',
    synset: 'noun:10334285',
    usage: 'At lunchtime the {w} hurried out of the dress shop toward the cafés.',
  },
  {
    word: 'midshipman',
    synset: 'noun:10334361',
    usage: 'As {a} {w}, he spent his first months at sea learning navigation.',
  },
  {
    word: 'midwifery',
    synset: 'noun:00187398',
    usage: 'She trained in {w} and delivered hundreds of babies in rural villages.',
  },
  {
    word: 'millidegree',
    synset: 'noun:13736481',
    usage: 'The sensor can detect a change of one {w} inside the cryostat.',
  },
  {
    word: 'milliradian',
    synset: 'noun:13633127',
    usage: 'Rifle scopes often adjust in steps of one tenth of {a} {w}.',
  },
  {
    word: 'minim',
    synset: 'noun:13642292',
    usage: 'The old prescription called for one {w} of tincture in a glass of water.',
  },
  {
    word: 'minimization',
    synset: 'noun:00356745',
    usage: 'The new policy aims at the {w} of waste sent to landfill.',
  },
  {
    word: 'minimus',
    synset: 'noun:05573999',
    usage: 'The {w} on her left hand was broken when the door slammed on it.',
  },
  {
    word: 'minster',
    synset: 'noun:03777610',
    usage: 'The bells of the {w} rang out over the rooftops of the old town.',
  },
  {
    word: 'misanthrope',
    synset: 'noun:10341540',
    usage: 'Age and disappointment had turned him into {a} {w} who rarely left his house.',
  },
  {
    word: 'misdo',
    synset: 'verb:02568929',
    usage: 'An apprentice might {w} even a simple task if nobody explains it properly.',
  },
  {
    word: 'mitogen',
    synset: 'noun:14977496',
    usage: 'The lymphocytes multiplied rapidly after {a} {w} was added to the culture.',
  },
  {
    word: 'mitzvah',
    synset: 'noun:00045855',
    usage: 'She believed that visiting the sick was {a} {w} no one should neglect.',
  },
  {
    word: 'mobocracy',
    synset: 'noun:08379229',
    usage: 'The founders feared that pure democracy would descend into {w}.',
  },
  {
    word: 'mogul',
    synset: 'noun:13918242',
    usage: 'The skier bounced over each {w} with her knees absorbing the shock.',
  },
  {
    word: 'mohawk',
    synset: 'noun:05268427',
    usage: 'The punk had dyed his {w} bright green and stiffened it with gel.',
  },
  {
    word: 'moksa',
    synset: 'noun:07336257',
    usage: 'The ascetic renounced all possessions in pursuit of {w}.',
  },
  {
    word: 'monandry',
    synset: 'noun:13989237',
    usage: 'In societies that practiced {w}, widows were often allowed to remarry.',
  },
  {
    word: 'monetisation',
    synset: 'noun:00155509',
    usage: 'Western farmers campaigned for the {w} of both metals to ease their debts.',
  },
  {
    word: 'monetization',
    synset: 'noun:00155509',
    usage: 'The {w} of the yellow metal tied the money supply to the output of the mines.',
  },
  {
    word: 'monochromat',
    synset: 'noun:09648383',
    usage: '{A} {w} may struggle in bright daylight and often wears tinted lenses.',
  },
  {
    word: 'monody',
    synset: 'noun:07037989',
    usage: 'Early Baroque composers favored {w} over the dense polyphony of the Renaissance.',
  },
  {
    word: 'monogyny',
    synset: 'noun:13989575',
    usage: 'The law enforced {w}, and a man who took a second spouse could be prosecuted.',
  },
  {
    word: 'monologist',
    synset: 'noun:10348748',
    usage: 'The {w} held the audience for ninety minutes with nothing but a stool and a microphone.',
  },
  {
    word: 'monologuize',
    synset: 'verb:00966510',
    usage: 'Lonely after his wife died, he began to {w} while he cooked supper.',
  },
  {
    word: 'morello',
    synset: 'noun:07774236',
    usage: 'The {w} is too tart to eat raw but makes excellent jam.',
  },
  {
    word: 'morphallaxis',
    synset: 'noun:13538588',
    usage:
      'Cut fragments of hydra restore a complete animal by {w}, reorganizing existing tissue rather than dividing.',
  },
  {
    word: 'morphea',
    synset: 'noun:14588702',
    usage: 'The dermatologist diagnosed {w} after examining the hard, waxy patch on her back.',
  },
  {
    word: 'mortmain',
    synset: 'noun:13271143',
    usage: 'Medieval kings passed statutes to limit the transfer of land into {w}.',
  },
  {
    word: 'motherese',
    synset: 'noun:07170239',
    usage: 'Infants seem to pay closer attention to {w} than to normal conversation.',
  },
  {
    word: 'motility',
    synset: 'noun:04781000',
    usage: "The drug reduced gut {w}, easing the patient's diarrhea.",
  },
  {
    word: 'motoneuron',
    synset: 'noun:05474348',
    usage: 'Damage to a single {w} can weaken the muscle fibers it controls.',
  },
  {
    word: 'mucilage',
    synset: 'noun:14925830',
    usage: 'Soaked flax seeds release a slippery {w} that thickens the water.',
  },
  {
    word: 'multiplex',
    synset: 'noun:06287678',
    usage: 'The engineers used {a} {w} to carry voice and data on one fiber.',
  },
  {
    word: 'munition',
    synset: 'verb:02339752',
    usage: 'The allies promised to {w} the rebel army before the spring campaign.',
  },
  {
    word: 'musketry',
    synset: 'noun:05651456',
    usage: 'Recruits spent weeks on {w} before they were sent to the front.',
  },
  {
    word: 'mutineer',
    synset: 'noun:10361911',
    usage: 'The {w} seized the ship and set the captain adrift in a small boat.',
  },
  {
    word: 'muzhik',
    synset: 'noun:10362501',
    usage: 'The {w} paid his dues to the landlord in grain and labor.',
  },
  {
    word: 'myasthenia',
    synset: 'noun:14068334',
    usage: 'Her {w} made climbing stairs and lifting her arms increasingly difficult.',
  },
  {
    word: 'myope',
    synset: 'noun:10363086',
    usage: 'Without glasses, the {w} could barely make out the writing on the blackboard.',
  },
  {
    word: 'myrmidon',
    synset: 'noun:10363180',
    usage: "The dictator's {w} rounded up the protesters at dawn, just as instructed.",
  },
  {
    word: 'nabob',
    synset: 'noun:10363735',
    usage: 'The returning {w} built a grand country house with riches from Bengal.',
  },
  {
    word: 'nailer',
    synset: 'noun:10363934',
    usage: 'The roofing crew hired another {w} to keep up with the shingles.',
  },
  {
    word: 'naira',
    synset: 'noun:13711178',
    usage: 'The {w} fell sharply against the dollar after the central bank loosened its controls.',
  },
  {
    word: 'nasion',
    synset: 'noun:05241492',
    usage: 'The surgeon measured the distance from the {w} to the upper lip.',
  },
  {
    word: 'natatorium',
    synset: 'noun:04378312',
    usage: "The university's new {w} hosted the regional diving and relay championships.",
  },
  {
    word: 'naysayer',
    synset: 'noun:10369282',
    usage: 'Every bold plan attracts at least one {w} who insists it cannot succeed.',
  },
  {
    word: 'nebbish',
    synset: 'noun:10370505',
    usage: 'In the film he played {a} {w} too meek to ask for a raise.',
  },
  {
    word: 'nebuchadnezzar',
    synset: 'noun:03819486',
    usage: '{A} {w} of champagne stood in the hotel lobby for the New Year party.',
  },
  {
    word: 'necker',
    synset: 'noun:10370795',
    usage: "A shy boy in class, he was a bold {w} in the cinema's back row.",
  },
  {
    word: 'neencephalon',
    synset: 'noun:05489201',
    usage: 'The {w} has expanded enormously over the course of primate evolution.',
  },
  {
    word: 'negativist',
    synset: 'noun:10371222',
    usage: 'The toddler was a determined {w}, saying no to every request, however reasonable.',
  },
  {
    word: 'neoprene',
    synset: 'noun:15031944',
    usage: 'Divers wear suits made of {w} to stay warm in cold water.',
  },
  {
    word: 'nephrolith',
    synset: 'noun:09348730',
    usage: 'The patient doubled over in pain as the {w} moved into the ureter.',
  },
  {
    word: 'nephron',
    synset: 'noun:05254521',
    usage: 'Each {w} filters blood and reclaims water and salts before urine is formed.',
  },
  {
    word: 'nephrotoxin',
    synset: 'noun:15060778',
    usage: 'Some antibiotics act as {a} {w} when given at high doses for long periods.',
  },
  {
    word: 'neurasthenic',
    synset: 'noun:10373512',
    usage: 'The {w} was sent to a spa to rest his shattered nerves.',
  },
  {
    word: 'neurosyphilis',
    synset: 'noun:14158547',
    usage: 'Before penicillin, {w} filled asylums with patients suffering from general paresis.',
  },
  { word: 'neurotoxin', synset: 'noun:15060888', usage: 'The venom of the cobra contains a powerful {w}.' },
  {
    word: 'nevirapine',
    synset: 'noun:03826799',
    usage: 'A single dose of {w} given during labor reduces transmission of the virus to the newborn.',
  },
  {
    word: 'nexus',
    synset: 'noun:08475844',
    usage: 'The report traced {a} {w} of shell companies linking the ministers to the contractor.',
  },
  { word: 'ngultrum', synset: 'noun:13711516', usage: 'The {w} is pegged at par to the Indian rupee.' },
  {
    word: 'nibbler',
    synset: 'noun:10377183',
    usage: 'A fussy {w}, the cat picked at her food all day instead of eating properly.',
  },
  {
    word: 'nihilist',
    synset: 'noun:10378119',
    usage: "The young {w} scorned his parents' faith and the values of polite society.",
  },
  {
    word: 'ninja',
    synset: 'noun:08405825',
    usage: 'The {w} slipped over the castle wall under cover of darkness.',
  },
  {
    word: 'ninjitsu',
    synset: 'noun:00827874',
    usage: 'Legends greatly exaggerated the powers of those trained in {w}.',
  },
  {
    word: 'ninjutsu',
    synset: 'noun:00827874',
    usage: 'Many techniques of {w} relied on disguise and patience rather than open combat.',
  },
  {
    word: 'niqab',
    synset: 'noun:03831579',
    usage: 'She wore a black {w} and gloves whenever she went out in public.',
  },
  {
    word: 'noblesse',
    synset: 'noun:08405234',
    usage: 'The revolution stripped the {w} of their titles and privileges.',
  },
  {
    word: 'nombril',
    synset: 'noun:08628896',
    usage: 'In blazon, the {w} sits between the fess and base positions of the escutcheon.',
  },
  {
    word: 'nonce',
    synset: 'noun:15160386',
    usage: 'For the {w}, the committee agreed to postpone the vote.',
  },
  {
    word: 'norgestrel',
    synset: 'noun:14771186',
    usage: 'Each of the tablets combines {w} with a small dose of ethinyl estradiol.',
  },
  {
    word: 'novillero',
    synset: 'noun:09856046',
    usage: 'The young {w} dreamed of taking the alternativa and becoming a full matador.',
  },
  {
    word: 'nudist',
    synset: 'noun:10385400',
    usage: 'The {w} spent every summer at a secluded camp in the hills.',
  },
  {
    word: 'numismatist',
    synset: 'noun:10386478',
    usage: 'The {w} examined the worn denarius under a magnifying glass.',
  },
  {
    word: 'numismatology',
    synset: 'noun:01017938',
    usage: 'His interest in {w} began with a jar of old pennies from his grandfather.',
  },
  {
    word: 'obelion',
    synset: 'noun:05241645',
    usage: 'The {w} is often marked by a pair of small foramina in the parietal bones.',
  },
  {
    word: 'obliger',
    synset: 'noun:10388865',
    usage: 'Ever the {w}, he drove his neighbor to the airport at dawn.',
  },
  {
    word: 'obliterator',
    synset: 'noun:09398990',
    usage: 'Time, the great {w}, had worn the inscriptions from the gravestones.',
  },
  {
    word: 'obloquy',
    synset: 'noun:14464964',
    usage: 'The minister endured years of {w} after the scandal broke.',
  },
  {
    word: 'oboist',
    synset: 'noun:10389016',
    usage: 'The {w} sounded the A so that the orchestra could tune.',
  },
  {
    word: 'obstipation',
    synset: 'noun:14395175',
    usage: "The surgeon suspected a tumor as the cause of the patient's {w}.",
  },
  { word: 'obtund', synset: 'verb:00192688', usage: 'The drug can {w} pain without clouding the mind.' },
  {
    word: 'ochre',
    synset: 'noun:14868156',
    usage: 'Cave painters used red and yellow {w} ground into a paste.',
  },
  {
    word: 'octahedron',
    synset: 'noun:13938627',
    usage: 'Diamond crystals often grow in the form of {a} {w}.',
  },
  {
    word: 'octogenarian',
    synset: 'noun:10389985',
    usage: 'The {w} still walks two miles to the market every morning.',
  },
  {
    word: 'oenophile',
    synset: 'noun:10078875',
    usage: 'The {w} swirled the glass and noted hints of blackcurrant and cedar.',
  },
  {
    word: 'offerer',
    synset: 'noun:10390751',
    usage: 'The {w} may withdraw the proposal at any time before the other party agrees to it.',
  },
  {
    word: 'offeror',
    synset: 'noun:10390751',
    usage: 'Under contract law, the {w} is bound once the other party signals agreement.',
  },
  {
    word: 'oligo',
    synset: 'noun:14993642',
    usage: 'The lab ordered a custom {w} to use as a primer in the reaction.',
  },
  {
    word: 'oligoclase',
    synset: 'noun:14889467',
    usage: 'The granite contained pale crystals of {w} alongside quartz and mica.',
  },
  {
    word: 'omphaloskepsis',
    synset: 'noun:05795853',
    usage: 'The conference degenerated into academic {w}, with no practical proposals at all.',
  },
  {
    word: 'onyxis',
    synset: 'noun:05592255',
    usage: 'The podiatrist treated the painful {w} on her big toe.',
  },
  { word: 'oocyte', synset: 'noun:05466152', usage: 'Each {w} in the ovary may remain dormant for decades.' },
  {
    word: 'oogenesis',
    synset: 'noun:13545815',
    usage: 'In humans, {w} begins before birth and is completed only after fertilization.',
  },
  {
    word: 'ootid',
    synset: 'noun:05465749',
    usage: 'The {w} exists only briefly, until the two pronuclei fuse.',
  },
  {
    word: 'opalise',
    synset: 'verb:00117038',
    usage: 'Heat and pressure can {w} the glass, giving it a milky, shifting sheen.',
  },
  {
    word: 'operon',
    synset: 'noun:05447783',
    usage: 'The lac {w} in bacteria is switched on when lactose is present.',
  },
  {
    word: 'ophthalmitis',
    synset: 'noun:14282822',
    usage: 'The infection spread inward and developed into {w} that threatened her sight.',
  },
  {
    word: 'opisthorchiasis',
    synset: 'noun:14477777',
    usage: 'Doctors in the region see many cases of {w} among people who eat uncooked carp.',
  },
  {
    word: 'origami',
    synset: 'noun:00938272',
    usage: 'The children spent the afternoon learning {w} and made a flock of cranes.',
  },
  {
    word: 'orlop',
    synset: 'noun:03861428',
    usage: 'The surgeon worked by lantern light on the {w}, below the waterline.',
  },
  {
    word: 'ormolu',
    synset: 'noun:14995097',
    usage: 'The clock was decorated with {w} mounts in the shape of laurel leaves.',
  },
  {
    word: 'ossification',
    synset: 'noun:13550055',
    usage: 'Critics blamed the {w} of the party leadership for its failure to adapt.',
  },
  {
    word: 'osteophyte',
    synset: 'noun:05481159',
    usage: 'The X-ray showed {a} {w} pressing on the nerve root.',
  },
  {
    word: 'otosclerosis',
    synset: 'noun:14184385',
    usage: 'Surgery to replace the stapes can restore much of the hearing lost to {w}.',
  },
  {
    word: 'oubliette',
    synset: 'noun:03864053',
    usage: 'Prisoners thrown into the {w} were often simply forgotten.',
  },
  {
    word: 'ouguiya',
    synset: 'noun:13711870',
    usage: 'The {w} is unusual in being divided into five khoums rather than a hundred.',
  },
  {
    word: 'outlier',
    synset: 'noun:10407535',
    usage: 'Each {w} had to catch the early train to reach the mill by seven.',
  },
  {
    word: 'ovoid',
    synset: 'noun:13938056',
    usage: 'The potter smoothed the clay into a glossy {w} and set it aside to dry.',
  },
  {
    word: 'ovule',
    synset: 'noun:05465876',
    usage: 'Under the microscope, each {w} appeared as a pale sphere within its follicle.',
  },
  {
    word: 'oxbow',
    synset: 'noun:09404912',
    usage: 'Over the centuries the {w} was cut off from the river and became a crescent lake.',
  },
  {
    word: 'oxycephaly',
    synset: 'noun:14187672',
    usage: "The infant's {w} was caused by early fusion of the coronal sutures.",
  },
  {
    word: 'pachytene',
    synset: 'noun:13552521',
    usage: 'Crossing over between paired chromosomes takes place during {w}.',
  },
  {
    word: 'padrone',
    synset: 'noun:10410397',
    usage: 'The {w} found the newcomers jobs and then took most of their wages.',
  },
  {
    word: 'pahoehoe',
    synset: 'noun:14955697',
    usage: 'Hikers crossed the ropy, glossy surface of old {w} near the coast.',
  },
  {
    word: 'palaeencephalon',
    synset: 'noun:05489781',
    usage: 'The {w} governs many basic functions that humans share with reptiles.',
  },
  {
    word: 'palanquin',
    synset: 'noun:03883991',
    usage: 'The princess was borne through the streets in a gilded {w}.',
  },
  {
    word: 'palatine',
    synset: 'noun:10414028',
    usage: 'The {w} managed the household and treasury of the imperial court.',
  },
  {
    word: 'paleocerebellum',
    synset: 'noun:05493971',
    usage: 'Damage to the {w} tends to disturb posture and muscle tone.',
  },
  {
    word: 'paleocortex',
    synset: 'noun:05489522',
    usage: 'The {w} has a simpler layered structure than the neocortex.',
  },
  {
    word: 'paleozoology',
    synset: 'noun:06084410',
    usage: 'Her training in {w} helped her identify the bones found in the quarry.',
  },
  {
    word: 'palliasse',
    synset: 'noun:03880766',
    usage: 'The prisoners slept on a lumpy {w} laid on the stone floor.',
  },
  {
    word: 'palpebrate',
    synset: 'verb:00008055',
    usage: 'The owl would slowly {w} as it watched us from the branch.',
  },
  {
    word: 'pampas',
    synset: 'noun:08731488',
    usage: 'Gauchos drove their cattle across the {w} for days at a time.',
  },
  {
    word: 'pandemic',
    synset: 'noun:07450313',
    usage: 'The influenza {w} of 1918 killed tens of millions of people.',
  },
  {
    word: 'pantheon',
    synset: 'noun:08170236',
    usage: 'Zeus ruled over the Greek {w} from the summit of Mount Olympus.',
  },
  {
    word: 'pantyhose',
    synset: 'noun:03891601',
    usage: 'She noticed a run in her {w} just before the interview.',
  },
  {
    word: 'papilla',
    synset: 'noun:05481387',
    usage: 'The dentist noticed one swollen {w} near the tip of her tongue.',
  },
];
