import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 2
// of 12.
export const REAL_WORD_USAGES_2: readonly WrittenUsage[] = [
  {
    word: 'cachinnate',
    synset: 'verb:00032407',
    usage: 'The old sailor would {w} at his own stories until the whole tavern turned to stare.',
  },
  {
    word: 'cachinnation',
    synset: 'noun:07142058',
    usage: "The {w} from the back row drowned out the speaker's closing remarks.",
  },
  {
    word: 'cackel',
    synset: 'verb:01057974',
    usage: "The hens would {w} loudly whenever the farmer's dog came near the coop.",
  },
  {
    word: 'cacodyl',
    synset: 'noun:14812884',
    usage: 'Early chemists found {w} compounds foul-smelling, poisonous, and prone to igniting in air.',
  },
  {
    word: 'cacogenesis',
    synset: 'noun:14069317',
    usage:
      'Breeders crossing distant species often run up against {w}, however carefully they match the parents.',
  },
  {
    word: 'cadastre',
    synset: 'noun:06514183',
    usage: 'Officials consulted the {w} to confirm the boundaries of the disputed farm.',
  },
  {
    word: 'cagoule',
    synset: 'noun:02940394',
    usage: 'She stuffed her {w} into her rucksack before setting off across the fells.',
  },
  {
    word: 'calcedony',
    synset: 'noun:14830503',
    usage: 'The ancient seal was carved from {w} and still shows its fine engraving.',
  },
  {
    word: 'calcimine',
    synset: 'noun:02941705',
    usage: "The cottage's interior had been freshened with {w} before the new tenants arrived.",
  },
  {
    word: 'calcination',
    synset: 'noun:13463649',
    usage: 'Early chemists were puzzled that {w} left tin and lead heavier than before.',
  },
  {
    word: 'calligraph',
    synset: 'verb:01695555',
    usage: 'The monk would {w} the opening letter of each chapter in gold leaf.',
  },
  {
    word: 'calligrapher',
    synset: 'noun:09908622',
    usage: 'The {w} was hired to inscribe the names on the wedding invitations.',
  },
  {
    word: 'calorimetry',
    synset: 'noun:01003756',
    usage: 'Students used {w} to compare the energy released by burning different foods.',
  },
  {
    word: 'camber',
    synset: 'noun:13887044',
    usage: 'The {w} of the carriageway sends rainwater running off into the gutters.',
  },
  {
    word: 'cannonade',
    synset: 'noun:00996709',
    usage: 'The {w} lasted through the night, shaking windows across the besieged town.',
  },
  {
    word: 'capitation',
    synset: 'noun:13335248',
    usage: "The colonial government's {w} fell hardest on the poorest villages.",
  },
  {
    word: 'carbomycin',
    synset: 'noun:02965150',
    usage: 'In the 1950s doctors prescribed {w} for some infections that resisted penicillin.',
  },
  {
    word: 'carbonisation',
    synset: 'noun:13464543',
    usage: 'The gasworks relied on {w} to produce town gas and tar for the surrounding district.',
  },
  {
    word: 'carbonization',
    synset: 'noun:13464543',
    usage: "The plant's by-products from {w} included ammonia, benzene and a thick black tar.",
  },
  {
    word: 'carboxyl',
    synset: 'noun:14814966',
    usage: 'Glycine carries an amine at one end and a {w} at the other.',
  },
  {
    word: 'cardioid',
    synset: 'noun:13932647',
    usage: 'The polar plot of the microphone traces {a} {w}, with its dip at the rear.',
  },
  {
    word: 'carnelian',
    synset: 'noun:14825764',
    usage: 'The necklace was strung with beads of polished {w} from ancient India.',
  },
  {
    word: 'carotenoid',
    synset: 'noun:14745123',
    usage: 'Flamingos get their pink plumage from the {w} in the shrimp they eat.',
  },
  {
    word: 'cartouche',
    synset: 'noun:02974932',
    usage: 'The musketeer bit open {a} {w} and poured the powder down the barrel.',
  },
  {
    word: 'caruncula',
    synset: 'noun:05478833',
    usage: "The {w} on a turkey's head swells and reddens when the bird is excited.",
  },
  {
    word: 'catabolism',
    synset: 'noun:13464960',
    usage: "During fasting, {w} of stored fat and muscle supplies the body's fuel.",
  },
  {
    word: 'catalexis',
    synset: 'noun:07109021',
    usage: 'Trochaic poems often rely on {w} so that they can end on a stressed beat.',
  },
  {
    word: 'cataphract',
    synset: 'noun:02865388',
    usage: 'The Parthian horseman wore {a} {w} of overlapping bronze scales into battle.',
  },
  {
    word: 'catechesis',
    synset: 'noun:00889560',
    usage: 'The parish offered weekly {w} for children preparing for their first communion.',
  },
  {
    word: 'catechize',
    synset: 'verb:00789021',
    usage: 'The bishop would {w} each candidate on the articles of faith before ordination.',
  },
  {
    word: 'caviler',
    synset: 'noun:10520788',
    usage: "The committee's resident {w} delayed every vote by at least an hour.",
  },
  {
    word: 'caviller',
    synset: 'noun:10520788',
    usage: 'The editor wrote the preface with one eye on the inevitable {w} among reviewers.',
  },
  {
    word: 'celiocentesis',
    synset: 'noun:00945779',
    usage: 'The surgeon performed {a} {w} to relieve the swelling caused by ascites.',
  },
  {
    word: 'cellulite',
    synset: 'noun:05277167',
    usage: 'No cream has been proven to get rid of {w} for good.',
  },
  {
    word: 'centralization',
    synset: 'noun:01017117',
    usage: 'The {w} of power in the capital left the provinces with little say.',
  },
  {
    word: 'centroid',
    synset: 'noun:08540628',
    usage: "The engineer calculated the {w} of the beam's cross-section before sizing the supports.",
  },
  {
    word: 'centurion',
    synset: 'noun:09924503',
    usage: 'The {w} carried a vine staff as the badge of his rank.',
  },
  {
    word: 'ceresin',
    synset: 'noun:14829492',
    usage: 'Candle makers sometimes blend {w} into their mixture to raise its melting point.',
  },
  {
    word: 'certiorari',
    synset: 'noun:06565622',
    usage: 'The justices granted {w} and agreed to hear the appeal next term.',
  },
  {
    word: 'cetrimide',
    synset: 'noun:14829720',
    usage: 'The nurse cleaned the graze with a solution of {w} before dressing it.',
  },
  {
    word: 'chaldron',
    synset: 'noun:13644610',
    usage: 'Coal was once sold by the {w} at the wharves along the Thames.',
  },
  {
    word: 'chandelle',
    synset: 'noun:00170472',
    usage: 'The pilot pulled the biplane into {a} {w} to escape the fighter on her tail.',
  },
  {
    word: 'chandler',
    synset: 'noun:09927024',
    usage: 'The village {w} kept the church supplied with tallow through the long winter.',
  },
  {
    word: 'chanfron',
    synset: 'noun:03009223',
    usage: "The knight's charger wore {a} {w} engraved with his family's arms.",
  },
  {
    word: 'chantry',
    synset: 'noun:13292728',
    usage: "The merchant's will founded {a} {w} in the parish church for his soul.",
  },
  {
    word: 'charcuterie',
    synset: 'noun:03011781',
    usage: 'She bought pâté and cured sausage at the {w} on the corner.',
  },
  {
    word: 'chartist',
    synset: 'noun:09930298',
    usage: 'The {w} pointed to a head-and-shoulders pattern as a sign of a coming fall.',
  },
  {
    word: 'chateau',
    synset: 'noun:03014569',
    usage: 'They spent the summer at {a} {w} overlooking the vineyards of the Loire.',
  },
  {
    word: 'cheilosis',
    synset: 'noun:14081548',
    usage: 'A diet lacking in vitamin B2 can lead to {w} and a sore tongue.',
  },
  {
    word: 'chicle',
    synset: 'noun:14924846',
    usage: 'Harvesters in the Yucatán tapped trees for {w} and shipped it north to factories.',
  },
  {
    word: 'chignon',
    synset: 'noun:05267209',
    usage: 'The dancer pinned her long locks into {a} {w} before the performance.',
  },
  {
    word: 'chinoiserie',
    synset: 'noun:03023218',
    usage: "The drawing room's eighteenth-century {w} included pagodas and herons painted on silk wallpaper.",
  },
  { word: 'chirk', synset: 'verb:01051012', usage: 'The rusty gate would {w} each time the wind pushed it.' },
  {
    word: 'cholangiography',
    synset: 'noun:00907838',
    usage: 'The surgeon ordered {w} to look for stones lodged beyond the gallbladder.',
  },
  {
    word: 'cholelithotomy',
    synset: 'noun:00684723',
    usage: 'Before keyhole techniques, {w} required a long stay in hospital.',
  },
  {
    word: 'chondrify',
    synset: 'verb:00500593',
    usage: 'In the embryo, these clusters of cells will {w} long before they ossify.',
  },
  {
    word: 'chondrule',
    synset: 'noun:09267237',
    usage: 'Under the microscope, each {w} in the chondrite looked like a tiny frozen droplet.',
  },
  {
    word: 'chyle',
    synset: 'noun:05411192',
    usage: 'The lacteals carry {w} toward the thoracic duct after a rich meal.',
  },
  {
    word: 'cinematise',
    synset: 'verb:01716157',
    usage: 'The studio hopes to {w} the bestselling novel within two years.',
  },
  {
    word: 'cinematize',
    synset: 'verb:01716157',
    usage: 'Few directors have dared to {w} so sprawling and plotless a novel.',
  },
  {
    word: 'cinerarium',
    synset: 'noun:03077698',
    usage: "The family's {w} held the remains of three generations.",
  },
  {
    word: 'circularize',
    synset: 'verb:02460071',
    usage: 'The campaign will {w} every household in the district before the election.',
  },
  {
    word: 'cladogram',
    synset: 'noun:13935439',
    usage: 'The {w} shows birds branching off from within the dinosaur lineage.',
  },
  {
    word: 'claque',
    synset: 'noun:08240058',
    usage: "The tenor's {w} cheered wildly even when he cracked on the high note.",
  },
  {
    word: 'clarion',
    synset: 'noun:03041884',
    usage: 'The herald raised the {w} and sounded a call to arms.',
  },
  {
    word: 'clearcutness',
    synset: 'noun:04828682',
    usage: 'Reviewers praised the {w} of her proposal above all its other qualities.',
  },
  {
    word: 'cleistogamy',
    synset: 'noun:07453767',
    usage: 'Violets rely on {w} late in the season, after their showy spring blooms have faded.',
  },
  {
    word: 'clementine',
    synset: 'noun:07764133',
    usage: 'She peeled {a} {w} and shared the segments with her children.',
  },
  {
    word: 'clerestory',
    synset: 'noun:03045795',
    usage: 'Sun poured through the {w} onto the nave of the Gothic cathedral.',
  },
  {
    word: 'climacteric',
    synset: 'noun:15179606',
    usage: 'Some physicians doubt that the male {w} is a genuine medical condition.',
  },
  {
    word: 'clonus',
    synset: 'noun:14106543',
    usage: "The neurologist flexed the patient's foot and felt several beats of {w}.",
  },
  {
    word: 'clowder',
    synset: 'noun:08011807',
    usage: 'All afternoon {a} {w} lounged on the warm stones of the harbour wall.',
  },
  {
    word: 'cobber',
    synset: 'noun:09952478',
    usage: 'He shared a tent with his old {w} from the shearing sheds.',
  },
  {
    word: 'cocarboxylase',
    synset: 'noun:14824308',
    usage: 'Without enough thiamine, the body cannot make {w}, and pyruvate builds up.',
  },
  {
    word: 'codicil',
    synset: 'noun:06556648',
    usage: 'Shortly before her death she added {a} {w} leaving the house to her nephew.',
  },
  {
    word: 'cogitate',
    synset: 'verb:00705278',
    usage: 'He needed a quiet week to {w} on the offer before giving his answer.',
  },
  {
    word: 'collimation',
    synset: 'noun:01002218',
    usage: 'Before each observing session, the astronomer checked the {w} of her reflector.',
  },
  {
    word: 'collodion',
    synset: 'noun:14819433',
    usage: 'Victorian photographers poured {w} over glass plates just before exposing them.',
  },
  {
    word: 'colloquy',
    synset: 'noun:07157752',
    usage: 'The two theologians held a lengthy {w} on the nature of grace.',
  },
  {
    word: 'columbarium',
    synset: 'noun:03077698',
    usage: "Her remains rest in {a} {w} on the cloister's south wall.",
  },
  {
    word: 'columbium',
    synset: 'noun:14671332',
    usage: 'Older American steel specifications often list {w} among the alloying additions.',
  },
  {
    word: 'comity',
    synset: 'noun:13993301',
    usage: 'The treaty ushered in a period of {w} between the two old rivals.',
  },
  {
    word: 'commensalism',
    synset: 'noun:13864440',
    usage: 'Cattle egrets following grazing herds are a textbook example of {w}.',
  },
  {
    word: 'compart',
    synset: 'verb:01477079',
    usage: 'The architect will {w} the ground floor into shops, offices and a lobby.',
  },
  {
    word: 'complementation',
    synset: 'noun:05094871',
    usage: 'The aspirated and unaspirated stops of English stand in {w} with one another.',
  },
  {
    word: 'complicity',
    synset: 'noun:14014730',
    usage: "The clerk's {w} in the fraud only came to light years later.",
  },
  {
    word: 'complin',
    synset: 'noun:15255159',
    usage: 'The monks sang {w} and then kept the great silence until dawn.',
  },
  {
    word: 'compline',
    synset: 'noun:15255159',
    usage: 'After {w}, the brothers kept silence until the morning office.',
  },
  {
    word: 'concertina',
    synset: 'noun:03091290',
    usage: 'Soldiers unrolled {w} along the perimeter to slow any night attack.',
  },
  {
    word: 'conchologist',
    synset: 'noun:09971314',
    usage: 'The {w} catalogued over two thousand species of cowrie and cone.',
  },
  {
    word: 'conclave',
    synset: 'noun:08325340',
    usage: 'The party leaders met in {a} {w} to choose their candidate away from the press.',
  },
  {
    word: 'concubinage',
    synset: 'noun:01056989',
    usage: 'In many ancient societies {w} was openly tolerated among the wealthy.',
  },
  {
    word: 'confuter',
    synset: 'noun:10530139',
    usage: "The pamphlet's anonymous author became the most feared {w} of the new doctrine.",
  },
  {
    word: 'conservator',
    synset: 'noun:09634752',
    usage: 'After her stroke, a judge named her brother as {w} of her estate.',
  },
  {
    word: 'consignee',
    synset: 'noun:09977926',
    usage: 'The freight was held at the dock until the {w} signed for it.',
  },
  { word: 'coprolith', synset: 'noun:09279266', usage: "The vet removed a large {w} from the dog's colon." },
  {
    word: 'cordoba',
    synset: 'noun:13713374',
    usage: 'The value of the {w} fell sharply against the dollar during the 1980s.',
  },
  {
    word: 'corrugate',
    synset: 'verb:01389818',
    usage: 'The machine will {w} the steel sheets to make them stiffer for roofing.',
  },
  {
    word: 'corticosterone',
    synset: 'noun:14770070',
    usage: 'In rodents, {w} is the main stress hormone released during fear.',
  },
  {
    word: 'corvee',
    synset: 'noun:00622566',
    usage: 'Each spring the villagers owed the manor a week of {w} mending bridges.',
  },
  {
    word: 'cosec',
    synset: 'noun:13811214',
    usage: 'Most calculators lack {a} {w} key, which catches out many students in exams.',
  },
  {
    word: 'cosmetology',
    synset: 'noun:00633130',
    usage: 'She earned a licence in {w} before opening her own salon.',
  },
  {
    word: 'cotan',
    synset: 'noun:13810581',
    usage: 'The table lists sine, cosine, tangent and {w} for every degree.',
  },
  { word: 'couth', synset: 'noun:14483181', usage: 'He lacked the {w} to thank his hosts before leaving.' },
  {
    word: 'couture',
    synset: 'noun:00619882',
    usage: 'She trained in Paris before launching her own {w} house.',
  },
  {
    word: 'crammer',
    synset: 'noun:09995463',
    usage: 'The late-night {w} arrived at the exam bleary-eyed but full of dates.',
  },
  {
    word: 'creamery',
    synset: 'noun:03133519',
    usage: 'Farmers delivered their milk to the local {w} each morning.',
  },
  {
    word: 'crenel',
    synset: 'verb:02340625',
    usage: 'The baron received royal permission to {w} the walls of his manor.',
  },
  {
    word: 'creole',
    synset: 'noun:06918134',
    usage: 'The {w} spoken on the island draws most of its vocabulary from French.',
  },
  {
    word: 'crick',
    synset: 'verb:00025503',
    usage: 'Sleeping upright on the train will {w} your neck for days.',
  },
  {
    word: 'croupier',
    synset: 'noun:10000515',
    usage: 'The {w} spun the wheel and swept the losing chips off the baize.',
  },
  {
    word: 'cruciality',
    synset: 'noun:14475138',
    usage: 'Nobody in the ministry seemed to grasp the {w} of the moment.',
  },
  {
    word: 'crumhorn',
    synset: 'noun:03634122',
    usage: 'The consort played a dance tune on {w}, recorder and viol.',
  },
  {
    word: 'cryaesthesia',
    synset: 'noun:14556708',
    usage: 'Patients with {w} often wear gloves even on mild spring days.',
  },
  {
    word: 'cryesthesia',
    synset: 'noun:14556708',
    usage: 'Her {w} made winter swimming unbearable after only a few seconds.',
  },
  {
    word: 'cryoanesthesia',
    synset: 'noun:14050351',
    usage: 'Field surgeons once relied on {w} from packed snow before amputating a limb.',
  },
  {
    word: 'cryogen',
    synset: 'noun:14850498',
    usage: 'Helium is the {w} used to keep MRI magnets superconducting.',
  },
  { word: 'cuboid', synset: 'noun:13907587', usage: 'A shoebox is a familiar everyday example of {a} {w}.' },
  {
    word: 'cuddy',
    synset: 'noun:03149943',
    usage: "The cook prepared the crew's stew in the cramped {w} below deck.",
  },
  {
    word: 'culpability',
    synset: 'noun:14014445',
    usage: 'The inquiry sought to establish the {w} of each officer involved.',
  },
  {
    word: 'culverin',
    synset: 'noun:03151822',
    usage: 'A bronze {w} on the bastion could hurl its shot over a mile.',
  },
  {
    word: 'culvert',
    synset: 'noun:03151946',
    usage: 'Floodwater backed up when branches blocked the {w} beneath the embankment.',
  },
  {
    word: 'curacao',
    synset: 'noun:07926194',
    usage: 'The bartender added a splash of blue {w} to the cocktail.',
  },
  {
    word: 'curacoa',
    synset: 'noun:07926194',
    usage: 'The pudding sauce was sharpened with a spoonful of {w}.',
  },
  {
    word: 'curacy',
    synset: 'noun:00592561',
    usage: 'After ordination he served a three-year {w} in a northern mill town.',
  },
  {
    word: 'cuspidation',
    synset: 'noun:03156728',
    usage: "The Gothic window's tracery was enriched with delicate {w}.",
  },
  {
    word: 'cyborg',
    synset: 'noun:10005508',
    usage: 'In the novel, the {w} struggles to remember which of his memories are his own.',
  },
  {
    word: 'cycloid',
    synset: 'noun:13931791',
    usage: 'A bead sliding down a wire shaped like an inverted {w} reaches the bottom fastest.',
  },
  {
    word: 'cycloserine',
    synset: 'noun:03160454',
    usage: 'Doctors reserve {w} for resistant TB because of its effects on mood.',
  },
  {
    word: 'cystolith',
    synset: 'noun:09246394',
    usage: "An X-ray revealed a large {w} that explained the patient's pain.",
  },
  {
    word: 'cytogeneticist',
    synset: 'noun:10006442',
    usage: 'The {w} examined the chromosomes for a missing segment.',
  },
  {
    word: 'cytosol',
    synset: 'noun:05441285',
    usage: 'Glycolysis takes place in the {w}, not in the mitochondria.',
  },
  {
    word: 'dacoit',
    synset: 'noun:10007465',
    usage: 'The district police spent months hunting the {w} who had looted the treasury cart.',
  },
  {
    word: 'dalasi',
    synset: 'noun:13690266',
    usage: 'The price of rice in Banjul rose sharply as the {w} weakened.',
  },
  {
    word: 'dander',
    synset: 'noun:09285704',
    usage: 'Anyone who sneezes around pets is usually reacting to {w} rather than fur.',
  },
  {
    word: 'dastard',
    synset: 'noun:10011967',
    usage: 'The {w} struck his enemy from behind and then fled the field.',
  },
  {
    word: 'dative',
    synset: 'noun:06322713',
    usage: "In German, the preposition 'mit' always takes the {w}.",
  },
  {
    word: 'deafen',
    synset: 'verb:02194523',
    usage: 'The jackhammers outside would {w} anyone standing on the pavement.',
  },
  {
    word: 'decaffeinate',
    synset: 'verb:02369071',
    usage: 'Some roasters use water rather than solvents to {w} their beans.',
  },
  {
    word: 'decagon',
    synset: 'noun:13905370',
    usage: 'The pavilion was built as {a} {w}, with a door in every other wall.',
  },
  {
    word: 'decahedron',
    synset: 'noun:13938723',
    usage: 'Under the microscope each gold particle appeared as a tiny {w}.',
  },
  {
    word: 'decolletage',
    synset: 'noun:03173842',
    usage: "Her gown's daring {w} caused a stir at the embassy ball.",
  },
  {
    word: 'decussate',
    synset: 'verb:01918106',
    usage: 'At the chiasm, fibres from each inner retina must {w} to reach the opposite hemisphere.',
  },
  {
    word: 'defat',
    synset: 'verb:02369490',
    usage: 'The cook will {w} the stock before reducing it into a glaze.',
  },
  {
    word: 'defervescence',
    synset: 'noun:07383082',
    usage: 'The doctors were relieved when {w} began on the third day of treatment.',
  },
  {
    word: 'deflagrate',
    synset: 'verb:02778268',
    usage: 'In the demonstration the teacher will {w} a pinch of saltpetre mixed with sugar.',
  },
  {
    word: 'deflator',
    synset: 'noun:13278691',
    usage: 'Economists applied the GDP {w} to compare output across decades.',
  },
  {
    word: 'deist',
    synset: 'noun:10019979',
    usage: 'As {a} {w}, he saw no reason to pray for divine intervention.',
  },
  {
    word: 'delavirdine',
    synset: 'noun:03177098',
    usage: 'Patients taking {w} must watch for interactions with many other medications.',
  },
  {
    word: 'demimonde',
    synset: 'noun:08261816',
    usage: 'She moved easily between high society and the Parisian {w}.',
  },
  {
    word: 'demitasse',
    synset: 'noun:07935905',
    usage: 'After dinner the guests lingered over {a} {w} and a square of dark chocolate.',
  },
  {
    word: 'denouement',
    synset: 'noun:07307786',
    usage: "The novel's {w} ties up every loose thread in a single chapter.",
  },
  {
    word: 'depilation',
    synset: 'noun:14480666',
    usage: "Patches of {w} on the dog's flanks pointed to a mite infestation.",
  },
  {
    word: 'deployment',
    synset: 'noun:01145922',
    usage: 'The {w} of troops along the border took less than a week.',
  },
  {
    word: 'desalinise',
    synset: 'verb:00532984',
    usage: 'The island plans to {w} seawater to meet its summer demand.',
  },
  {
    word: 'desalinize',
    synset: 'verb:00532984',
    usage: 'Reverse osmosis plants can {w} millions of litres of seawater each day.',
  },
  {
    word: 'desquamate',
    synset: 'verb:00009485',
    usage: 'After a bad sunburn, the skin will {w} for several days.',
  },
  {
    word: 'dessiatine',
    synset: 'noun:13635748',
    usage: 'Under the tsar, each peasant household might farm barely a single {w} of arable land.',
  },
  {
    word: 'desuetude',
    synset: 'noun:14035195',
    usage: 'The old law had fallen into {w} long before Parliament formally repealed it.',
  },
  {
    word: 'detribalise',
    synset: 'verb:00159894',
    usage: 'Colonial policy sought to {w} the highland peoples by forcing them into mission towns.',
  },
  {
    word: 'detribalize',
    synset: 'verb:00159894',
    usage: 'Critics argued that the boarding schools were designed to {w} the children sent there.',
  },
  {
    word: 'devotional',
    synset: 'noun:01034842',
    usage: 'The chaplain led {a} {w} before the morning shift began.',
  },
  {
    word: 'dextrality',
    synset: 'noun:05074683',
    usage: 'Studies suggest that {w} is partly inherited, though upbringing plays a role too.',
  },
  {
    word: 'diarchy',
    synset: 'noun:08378539',
    usage: "Andorra's {w} is shared between the French president and a Catalan bishop.",
  },
  {
    word: 'diarthrosis',
    synset: 'noun:05550810',
    usage: 'The shoulder is the most mobile {w} in the human body.',
  },
  {
    word: 'diazonium',
    synset: 'noun:14795992',
    usage: 'Textile chemists couple {w} compounds with phenols to produce vivid colourants.',
  },
  {
    word: 'dieter',
    synset: 'noun:10032031',
    usage: "The restaurant's menu marks lighter dishes for the calorie-conscious {w}.",
  },
  {
    word: 'dinar',
    synset: 'noun:13693287',
    usage: 'In 1993 prices in Belgrade doubled almost daily as the {w} collapsed.',
  },
  {
    word: 'dinge',
    synset: 'noun:14522151',
    usage: 'Years of coal smoke had left the cottage walls grey with {w}.',
  },
  {
    word: 'diplotene',
    synset: 'noun:13487652',
    usage: 'During {w}, the paired chromosomes begin to separate but remain joined at the chiasmata.',
  },
  {
    word: 'dipole',
    synset: 'noun:09289852',
    usage: 'A water molecule forms {a} {w} because oxygen pulls electrons away from hydrogen.',
  },
  {
    word: 'dirham',
    synset: 'noun:13693632',
    usage: 'Tourists in Marrakesh can change euros for the {w} at any hotel desk.',
  },
  {
    word: 'disaccharide',
    synset: 'noun:14860812',
    usage: 'Lactose is the {w} that many adults struggle to digest.',
  },
  {
    word: 'disbarment',
    synset: 'noun:00207628',
    usage: 'The forged evidence led to his {w} and a short prison sentence.',
  },
  {
    word: 'discriminator',
    synset: 'noun:10032560',
    usage: 'A born {w} of fine wines, she could name the vineyard from one sip.',
  },
  {
    word: 'disentangler',
    synset: 'noun:10036672',
    usage: 'The fishing crew relied on one patient {w} to sort out the snarled nets.',
  },
  {
    word: 'dismemberment',
    synset: 'noun:07448110',
    usage: 'The insurance policy pays out for accidental death or {w}.',
  },
  {
    word: 'dissimilation',
    synset: 'noun:13464960',
    usage: 'Older physiology textbooks paired {w} with assimilation as the two halves of metabolism.',
  },
  {
    word: 'divarication',
    synset: 'noun:00389767',
    usage: 'The {w} of its stems gives the shrub a stiff, tangled outline.',
  },
  {
    word: 'divider',
    synset: 'noun:10039613',
    usage: 'As {w} of the spoils, the captain kept the largest share for himself.',
  },
  {
    word: 'divvy',
    synset: 'noun:13429814',
    usage: 'Members looked forward to the annual {w} from the local co-op.',
  },
  {
    word: 'dixie',
    synset: 'noun:03221265',
    usage: 'The soldiers brewed tea in a battered {w} over an open fire.',
  },
  {
    word: 'dizen',
    synset: 'verb:00044971',
    usage: 'She would {w} herself in feathers and sequins for every party.',
  },
  { word: 'dodecagon', synset: 'noun:13905540', usage: 'The old threepenny bit was shaped as {a} {w}.' },
  {
    word: 'dodecahedron',
    synset: 'noun:13938817',
    usage: 'Ancient bronze examples of the {w} remain a puzzle to archaeologists.',
  },
  {
    word: 'dossier',
    synset: 'noun:06515542',
    usage: 'The agency kept a thick {w} on every foreign journalist in the capital.',
  },
  {
    word: 'dottle',
    synset: 'noun:14862709',
    usage: 'He knocked the {w} out against his boot heel before refilling.',
  },
  {
    word: 'doubloon',
    synset: 'noun:13414069',
    usage: 'The divers recovered a single {w} from the wreck of the treasure galleon.',
  },
  {
    word: 'doxycycline',
    synset: 'noun:03234950',
    usage: 'Travellers to malarial regions often take {w} daily as a precaution.',
  },
  {
    word: 'drachm',
    synset: 'noun:13642471',
    usage: 'The apothecary poured a single {w} of the tincture into the phial.',
  },
  {
    word: 'drawee',
    synset: 'noun:10052067',
    usage: 'The {w} refused to honour the bill because the account was overdrawn.',
  },
  {
    word: 'drumlin',
    synset: 'noun:09293563',
    usage: 'The farm sits on a low {w} left behind by the retreating ice sheet.',
  },
  {
    word: 'ducat',
    synset: 'noun:13410648',
    usage: 'A Venetian {w} was accepted by traders from London to Cairo.',
  },
  { word: 'dudeen', synset: 'noun:03258417', usage: 'The old fisherman sat on the quay puffing at his {w}.' },
  {
    word: 'dyarchy',
    synset: 'noun:08378539',
    usage: "Sparta's {w} drew its kings from separate royal houses for centuries.",
  },
  {
    word: 'dynast',
    synset: 'noun:10561540',
    usage: 'The aging {w} groomed his eldest son to inherit the throne.',
  },
  {
    word: 'dysaphia',
    synset: 'noun:14082416',
    usage: 'Nerve damage from diabetes can cause {w} in the fingertips.',
  },
  {
    word: 'dyschezia',
    synset: 'noun:14394854',
    usage: 'Children who hold back at school may develop {w} over time.',
  },
  {
    word: 'dyspeptic',
    synset: 'noun:10060506',
    usage: 'The elderly {w} could eat nothing richer than plain toast.',
  },
  {
    word: 'dystrophy',
    synset: 'noun:14183847',
    usage: 'Gene therapy offers new hope to boys born with {w}.',
  },
  {
    word: 'dysuria',
    synset: 'noun:14082734',
    usage: 'Cystitis commonly causes {w} and a frequent need to pass water.',
  },
  {
    word: 'ebonite',
    synset: 'noun:15032101',
    usage: 'The old fountain pen had a barrel of polished black {w}.',
  },
  {
    word: 'ecchymosis',
    synset: 'noun:14312581',
    usage: 'A large {w} spread across his thigh the day after the fall.',
  },
  {
    word: 'echelon',
    synset: 'noun:13969830',
    usage: 'Only the upper {w} of the party knew about the secret negotiations.',
  },
  {
    word: 'economiser',
    synset: 'noun:10064278',
    usage: 'A lifelong {w}, she still darned her socks and saved string.',
  },
  {
    word: 'economizer',
    synset: 'noun:10064278',
    usage: "The household's chief {w} kept a ledger of every penny paid out for groceries.",
  },
  {
    word: 'ectasis',
    synset: 'noun:14087526',
    usage: 'The scan showed marked {w} of the ducts above the obstruction.',
  },
  {
    word: 'ectomorph',
    synset: 'noun:10064490',
    usage: 'As a lanky {w}, he struggled to add muscle however much he ate.',
  },
  {
    word: 'ectoplasm',
    synset: 'noun:15134498',
    usage: "Photographs from the séance showed pale {w} streaming from the woman's mouth and nostrils.",
  },
  {
    word: 'effacement',
    synset: 'noun:13492720',
    usage: 'The midwife checked the degree of {w} as contractions grew stronger.',
  },
  {
    word: 'effecter',
    synset: 'noun:10066335',
    usage: 'She was the {w} of the reforms, not merely their advocate.',
  },
  {
    word: 'effector',
    synset: 'noun:10066335',
    usage: "The treaty's true {w} was a junior diplomat whom history has forgotten.",
  },
  {
    word: 'effendi',
    synset: 'noun:09755222',
    usage: 'The villagers bowed as the {w} rode through on his way to the provincial court.',
  },
  {
    word: 'effluvium',
    synset: 'noun:14877717',
    usage: 'The {w} from the tannery hung over the whole village on still days.',
  },
  {
    word: 'elastance',
    synset: 'noun:11453812',
    usage: 'Engineers quote {w} in darafs, a unit seldom seen outside textbooks.',
  },
  {
    word: 'electrification',
    synset: 'noun:01049115',
    usage: 'The {w} of the crowd was palpable as the band walked on stage.',
  },
  {
    word: 'ellipticity',
    synset: 'noun:05077791',
    usage: 'The {w} of the planet was measured precisely by eighteenth-century surveying expeditions.',
  },
  {
    word: 'elute',
    synset: 'verb:01273027',
    usage: 'The chemist will {w} the bound protein from the column with a salt gradient.',
  },
  {
    word: 'embalmer',
    synset: 'noun:10071023',
    usage: 'The ancient Egyptian {w} removed the organs before drying the body with natron.',
  },
  {
    word: 'embattle',
    synset: 'verb:02371744',
    usage: 'The earl decided to {w} the gatehouse after raiders burned the village.',
  },
  {
    word: 'embolism',
    synset: 'noun:15197711',
    usage: 'Medieval computists reckoned the lunar {w} carefully when fixing the date of Easter.',
  },
  {
    word: 'embrown',
    synset: 'verb:00312762',
    usage: 'The long summer would {w} the fields and the faces of the reapers.',
  },
  {
    word: 'emeritus',
    synset: 'noun:10071669',
    usage: 'The {w} still keeps an office in the department and attends seminars.',
  },
  {
    word: 'emitter',
    synset: 'noun:03288738',
    usage: 'On the circuit diagram, the arrow on the {w} shows the direction of current.',
  },
  { word: 'emote', synset: 'verb:01776727', usage: 'Silent film actors had to {w} broadly for the camera.' },
  {
    word: 'emplacement',
    synset: 'noun:03289031',
    usage: 'Engineers poured concrete for a new gun {w} overlooking the harbour.',
  },
];
