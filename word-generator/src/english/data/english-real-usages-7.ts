import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words that showed a sentence frame shared by many words, which says
// nothing of the meaning (written-usage.ts), part 7 of 12.
export const REAL_WORD_USAGES_7: readonly WrittenUsage[] = [
  {
    word: 'bialystoker',
    synset: 'noun:07708262',
    usage: 'He split {a} {w} still warm from the bakery and spread it with cream cheese.',
  },
  {
    word: 'felly',
    synset: 'noun:03331605',
    usage: 'The wheelwright fitted each spoke into the {w} before shrinking on the iron tyre.',
  },
  {
    word: 'soffit',
    synset: 'noun:04263868',
    usage: 'Wasps had built a nest under the {w} just above the back porch.',
  },
  {
    word: 'stilt',
    synset: 'noun:04327075',
    usage: 'He strapped his foot to the left {w} and hauled himself upright against the garden wall.',
  },
  {
    word: 'volatility',
    synset: 'noun:04873902',
    usage: 'Her {w} made it impossible for the committee to guess which way she would vote.',
  },
  {
    word: 'estival',
    synset: 'adjective:01258094',
    usage: 'The lake was crowded with {w} visitors who left as soon as September arrived.',
  },
  {
    word: 'fissiparity',
    synset: 'noun:04712544',
    usage: "The party's {w} became obvious when three factions walked out of the conference.",
  },
  {
    word: 'putrescence',
    synset: 'noun:04798804',
    usage: 'The smell of {w} drifted from the bins behind the fish market.',
  },
  {
    word: 'aspersorium',
    synset: 'noun:02751188',
    usage: 'The priest dipped the {w} into the bowl and shook drops over the kneeling congregation.',
  },
  {
    word: 'noddle',
    synset: 'noun:05619467',
    usage: 'Use your {w} for once and think before you answer, his grandmother said.',
  },
  {
    word: 'jimmy',
    synset: 'noun:03604544',
    usage: 'The burglar forced the back door with {a} {w} and left splinters on the step.',
  },
  {
    word: 'conviviality',
    synset: 'noun:00510857',
    usage: 'The {w} in the village hall went on until the band ran out of songs.',
  },
  {
    word: 'torte',
    synset: 'noun:07649120',
    usage: 'She cut the hazelnut {w} into thin wedges for the guests from Vienna.',
  },
  {
    word: 'braze',
    synset: 'verb:01598618',
    usage: 'The plumber had to {w} the copper joints with a torch before turning the water back on.',
  },
  {
    word: 'certitude',
    synset: 'noun:05705754',
    usage: 'He spoke with such {w} that nobody thought to question his figures.',
  },
  {
    word: 'swingletree',
    synset: 'noun:04584853',
    usage: 'The ploughman hooked the traces to the {w} and clicked his tongue at the mare.',
  },
  {
    word: 'dorsoventral',
    synset: 'adjective:00133825',
    usage: 'Skates are flattened along the {w} axis, which lets them rest on the seabed.',
  },
  {
    word: 'spreader',
    synset: 'noun:02906529',
    usage: 'The farmer hitched the {w} to the tractor and covered the lower field with lime.',
  },
  {
    word: 'coigne',
    synset: 'noun:04042480',
    usage: 'The compositor tightened each {w} until the type in the frame could not shift.',
  },
  {
    word: 'invincibility',
    synset: 'noun:05039183',
    usage: "After twenty straight wins, the team's air of {w} began to crack in March.",
  },
  {
    word: 'atelier',
    synset: 'noun:02749846',
    usage: 'The young dressmaker rented {a} {w} above a bakery in the old quarter.',
  },
  {
    word: 'sillabub',
    synset: 'noun:07933112',
    usage: 'On winter nights she warmed a pan of {w} and laced it with sherry.',
  },
  {
    word: 'biometry',
    synset: 'noun:06051131',
    usage: 'Her thesis in {w} compared the beak lengths of ten thousand finches.',
  },
  {
    word: 'poenology',
    synset: 'noun:06161930',
    usage: 'Students of {w} toured the new jail to see how its work programs were run.',
  },
  {
    word: 'humidifier',
    synset: 'noun:04047920',
    usage: 'He ran the {w} all winter to keep the old violin from cracking.',
  },
  {
    word: 'enculturation',
    synset: 'noun:01131305',
    usage: 'Through years of {w}, the children of immigrants came to keep local holidays without thinking.',
  },
  {
    word: 'pestle',
    synset: 'verb:00332652',
    usage: 'She would {w} the cardamom and cloves each morning before making tea.',
  },
  {
    word: 'felloe',
    synset: 'noun:03331605',
    usage: 'A cracked {w} meant the cart could not go to market until the wheel was rebuilt.',
  },
  {
    word: 'fondue',
    synset: 'noun:07883859',
    usage: 'They gathered round the pot of {w}, each spearing chunks of beef on long forks.',
  },
  {
    word: 'hosanna',
    synset: 'noun:07137347',
    usage: 'A great {w} rose from the crowd as the procession entered the square.',
  },
  {
    word: 'cogitation',
    synset: 'noun:05843892',
    usage: 'After much {w}, he decided to sell the farm and move to the coast.',
  },
  {
    word: 'hermaphroditism',
    synset: 'noun:05015930',
    usage: 'Biologists have long studied {w} in earthworms and garden snails.',
  },
  {
    word: 'poniard',
    synset: 'noun:03987452',
    usage: 'The assassin hid {a} {w} in his sleeve and waited by the palace stairs.',
  },
  {
    word: 'cabbalah',
    synset: 'noun:06686515',
    usage: 'He spent his evenings poring over books of {w}, hunting for hidden numbers in old texts.',
  },
  {
    word: 'quodlibet',
    synset: 'noun:05823538',
    usage: 'At the medieval university, each master had to answer {a} {w} posed by anyone in the hall.',
  },
  {
    word: 'hypothermia',
    synset: 'noun:14067936',
    usage: 'The hikers were treated for {w} after a night stranded on the ridge.',
  },
  {
    word: 'bliny',
    synset: 'noun:07656453',
    usage: 'At the Moscow cafe they ate {w} topped with smoked salmon and a spoonful of smetana.',
  },
  {
    word: 'amity',
    synset: 'noun:04663286',
    usage: 'The two families lived in {w} for decades after the old quarrel was settled.',
  },
  {
    word: 'enervation',
    synset: 'noun:05049025',
    usage: 'The long heat wave left the whole town in a state of {w}.',
  },
  {
    word: 'virulence',
    synset: 'noun:04665718',
    usage: 'The {w} of her attack on her former partner shocked the other guests.',
  },
  {
    word: 'tarragon',
    synset: 'noun:07837586',
    usage: 'She chopped {w} into the bearnaise sauce just before serving.',
  },
  {
    word: 'eremitical',
    synset: 'adjective:02588984',
    usage: 'He lived {a} {w} life in a stone hut on the far side of the island.',
  },
  {
    word: 'limnology',
    synset: 'noun:06129924',
    usage: 'Her work in {w} took her to alpine lakes every summer to sample algae.',
  },
  {
    word: 'transiency',
    synset: 'noun:05062429',
    usage: 'Watching the cherry blossoms fall, she felt the {w} of everything she loved.',
  },
  {
    word: 'pastille',
    synset: 'noun:07623576',
    usage: 'She sucked a blackcurrant {w} through the whole concert to stop herself coughing.',
  },
  {
    word: 'indomitability',
    synset: 'noun:05039183',
    usage: "The old boxer's {w} was legendary; he had never once been knocked down.",
  },
  {
    word: 'dibble',
    synset: 'noun:03195142',
    usage: 'She pushed the {w} into the soft bed and dropped a clove of garlic in after it.',
  },
  {
    word: 'compositional',
    synset: 'adjective:01334411',
    usage: 'The photographer had a fine {w} sense, always placing the figures just off center.',
  },
  {
    word: 'porringer',
    synset: 'noun:03991117',
    usage: "The child ate her porridge from a pewter {w} that had been her great-grandmother's.",
  },
  {
    word: 'lineup',
    synset: 'noun:06497868',
    usage: 'The network announced its autumn {w}, with two new comedies on Thursday night.',
  },
  {
    word: 'biodiversity',
    synset: 'noun:04758907',
    usage: "Clearing the forest for cattle ranches has sharply reduced the region's {w}.",
  },
  {
    word: 'hydric',
    synset: 'adjective:02599401',
    usage: 'Willows and sedges thrive in the {w} soils along the creek.',
  },
  {
    word: 'cabotage',
    synset: 'noun:05183298',
    usage:
      'Under the rules of {w}, the foreign airline could not fly passengers between two domestic cities.',
  },
  {
    word: 'jetsam',
    synset: 'noun:03601832',
    usage: 'After the gale, {w} from the freighter washed up along the beach, mostly crates of oranges.',
  },
  { word: 'statuette', synset: 'noun:03341404', usage: 'A bronze {w} of a dancer stood on the mantelpiece.' },
  {
    word: 'cynosure',
    synset: 'noun:06663890',
    usage: "Her late father's letters remained the {w} by which she steered every decision.",
  },
  {
    word: 'patency',
    synset: 'noun:05091274',
    usage: 'The surgeon checked the {w} of the graft with an ultrasound a week later.',
  },
  {
    word: 'pervasion',
    synset: 'noun:13556157',
    usage: 'The slow {w} of the dye through the cloth turned it a deep indigo.',
  },
  {
    word: 'miter',
    synset: 'noun:03779994',
    usage: 'He cut a neat {w} on each strip of molding for the picture frame.',
  },
  {
    word: 'anthropoid',
    synset: 'adjective:01263354',
    usage: "The museum's {w} skeleton had long arms and a low, sloping skull.",
  },
  {
    word: 'baguet',
    synset: 'noun:07703126',
    usage: 'He tucked a long {w} under his arm and walked home from the boulangerie.',
  },
  {
    word: 'conduit',
    synset: 'noun:03093470',
    usage: 'The electrician ran the cables through a steel {w} along the basement ceiling.',
  },
  {
    word: 'malocclusion',
    synset: 'noun:14084411',
    usage: 'Her orthodontist said braces would correct the {w} within two years.',
  },
  {
    word: 'exiguity',
    synset: 'noun:05120762',
    usage: 'The {w} of his pension forced him to take in lodgers.',
  },
  {
    word: 'advowson',
    synset: 'noun:05183140',
    usage: 'The squire held the {w} and chose the new vicar when the old one died.',
  },
  {
    word: 'silage',
    synset: 'noun:07817318',
    usage: 'The cows were fed on {w} from the clamp through the long winter.',
  },
  {
    word: 'lichee',
    synset: 'noun:07782149',
    usage: 'He peeled {a} {w} and ate the white flesh, spitting the stone into his palm.',
  },
  {
    word: 'somesthesia',
    synset: 'noun:05729127',
    usage: 'Damage to the parietal lobe disrupted her {w}, so she could not tell where her hand was resting.',
  },
  {
    word: 'superficiality',
    synset: 'noun:05143216',
    usage: 'The {w} of the burn meant it healed within a week and left no scar.',
  },
  {
    word: 'bollard',
    synset: 'noun:02867933',
    usage: 'The deckhand threw a loop of rope over the {w} and pulled the boat in.',
  },
  {
    word: 'episteme',
    synset: 'noun:05620141',
    usage: 'Foucault argued that each age has its own {w}, which shapes what can be known.',
  },
  {
    word: 'journalese',
    synset: 'noun:07085290',
    usage: 'The report was full of breathless {w}, with slams, probes and shock moves.',
  },
  {
    word: 'klaxon',
    synset: 'noun:03627267',
    usage: "The old taxi's {w} blared as it swerved through the market.",
  },
  {
    word: 'barbacan',
    synset: 'noun:02794688',
    usage: 'Archers on the {w} could fire down on anyone approaching the gate.',
  },
  {
    word: 'dishabille',
    synset: 'noun:14481286',
    usage: 'She answered the door in {w}, a robe thrown over her nightdress.',
  },
  {
    word: 'corporeality',
    synset: 'noun:04768026',
    usage: 'The story gained force from the {w} of the apparition, which left footprints in the snow.',
  },
  {
    word: 'morpheme',
    synset: 'noun:06317223',
    usage: 'In the word unkindness, the prefix un- is one {w} and the suffix -ness is another.',
  },
  {
    word: 'virtu',
    synset: 'noun:05758024',
    usage: 'A man of real {w}, he filled the house with Sevres porcelain and Italian bronzes.',
  },
  { word: 'topicality', synset: 'noun:05200428', usage: "The play's {w} faded once the election was over." },
  {
    word: 'inanity',
    synset: 'noun:05181550',
    usage: 'The {w} of the talk show made him turn off the radio after ten minutes.',
  },
  {
    word: 'tramontane',
    synset: 'adjective:00411526',
    usage: 'The {w} winds brought sudden cold to the valley each November.',
  },
  {
    word: 'palatability',
    synset: 'noun:04801829',
    usage: 'The minister worried about the {w} of the tax rise to ordinary voters.',
  },
  {
    word: 'saluter',
    synset: 'noun:10166447',
    usage: 'The first {w} at the door was the mayor, who shook every hand as guests arrived.',
  },
  {
    word: 'exhaustible',
    synset: 'adjective:00928701',
    usage: "Coal is {a} {w} resource, and the valley's seams were nearly worked out.",
  },
  {
    word: 'litchee',
    synset: 'noun:07782149',
    usage: 'The market stall sold {w} by the kilo, their knobbly red skins still bright.',
  },
  {
    word: 'millibar',
    synset: 'noun:13733768',
    usage: 'The barometer fell one {w} an hour as the storm approached.',
  },
  {
    word: 'becket',
    synset: 'noun:02821642',
    usage: 'He slipped the oar through the {w} so it would not slide across the deck.',
  },
  {
    word: 'virulency',
    synset: 'noun:04665718',
    usage: 'The {w} of the pamphlets against the governor alarmed even his enemies.',
  },
  {
    word: 'cajolery',
    synset: 'noun:06708607',
    usage: 'No amount of {w} could get the old man to part with his fiddle.',
  },
  {
    word: 'vinify',
    synset: 'verb:00460069',
    usage: 'The cooperative would {w} the grapes from a dozen small growers each autumn.',
  },
  {
    word: 'kinaesthesia',
    synset: 'noun:05730155',
    usage: 'Dancers rely on {w} to know where their limbs are without looking.',
  },
  {
    word: 'susurration',
    synset: 'noun:07410833',
    usage: "{A} {w} ran through the pews when the bride's father stood up.",
  },
  {
    word: 'galvanometer',
    synset: 'noun:03418174',
    usage: 'The needle of the {w} twitched as she touched the wires together.',
  },
  {
    word: 'candelabrum',
    synset: 'noun:02951254',
    usage: 'A silver {w} stood in the middle of the dining table, all its tapers lit.',
  },
  {
    word: 'segregationist',
    synset: 'noun:10595760',
    usage: 'The governor, a committed {w}, stood in the schoolhouse door to block the new students.',
  },
  {
    word: 'gunnel',
    synset: 'noun:03475925',
    usage: 'She leaned over the {w} to pull the net into the canoe.',
  },
  {
    word: 'prolixity',
    synset: 'noun:07104300',
    usage: 'The {w} of his report meant nobody read past the first page.',
  },
  {
    word: 'ambulatory',
    synset: 'noun:02703984',
    usage: 'The monks walked in silence along the {w} around the herb garden.',
  },
  {
    word: 'xenon',
    synset: 'noun:14685453',
    usage: "The car's headlamps were filled with {w} and gave a hard blue-white light.",
  },
  {
    word: 'utiliser',
    synset: 'noun:10762781',
    usage: "A thrifty {w} of leftovers, she turned yesterday's roast into soup.",
  },
  {
    word: 'etiolation',
    synset: 'noun:04707844',
    usage: 'After months in the hospital, his {w} shocked the friends who visited.',
  },
  {
    word: 'terry',
    synset: 'noun:04421611',
    usage: "The baby's bib was backed with {w} to soak up the drool.",
  },
  {
    word: 'titer',
    synset: 'noun:05045978',
    usage: 'The chemist recorded the {w} of the acid after three careful runs with the burette.',
  },
  {
    word: 'diaspora',
    synset: 'noun:05095101',
    usage: 'The {w} of Irish music carried the tin whistle to Boston, Sydney and Buenos Aires.',
  },
  {
    word: 'fetichism',
    synset: 'noun:05954076',
    usage: 'Early missionaries wrote scornfully of the {w} they found in the coastal villages.',
  },
  {
    word: 'demagogy',
    synset: 'noun:07201957',
    usage: 'His campaign relied on {w}, blaming immigrants for every closed factory.',
  },
  {
    word: 'corporatism',
    synset: 'noun:05204311',
    usage: "Critics warned that {w} let the banks and unions write the country's laws between them.",
  },
  {
    word: 'grotesquery',
    synset: 'noun:04697923',
    usage: 'The cathedral gargoyles delighted the children with their {w}.',
  },
  {
    word: 'neuroscience',
    synset: 'noun:06091421',
    usage: 'Advances in {w} have changed how doctors think about memory loss.',
  },
  {
    word: 'demonisation',
    synset: 'noun:06723091',
    usage: "The tabloids' {w} of the striking miners made negotiations impossible.",
  },
  {
    word: 'gurney',
    synset: 'noun:03476071',
    usage: 'The orderlies wheeled the {w} down the corridor toward the operating theater.',
  },
  {
    word: 'gigantism',
    synset: 'noun:05113520',
    usage: "The wrestler's {w} was caused by a tumor on his pituitary gland.",
  },
  {
    word: 'beneficence',
    synset: 'noun:04847768',
    usage: 'The village library was built through the {w} of a retired shipowner.',
  },
  {
    word: 'clathrate',
    synset: 'adjective:02013634',
    usage: "The sponge's {w} skeleton let seawater flow through it freely.",
  },
  {
    word: 'sangaree',
    synset: 'noun:07933210',
    usage: 'On the veranda they sipped {w} from tall glasses packed with ice.',
  },
  {
    word: 'malformation',
    synset: 'noun:07381691',
    usage: "The scan revealed {a} {w} of the baby's heart that would need surgery.",
  },
  {
    word: 'somaesthesia',
    synset: 'noun:05729127',
    usage: 'The study tested how well {w} returned after nerve surgery on the hand.',
  },
  {
    word: 'barcarole',
    synset: 'noun:07063971',
    usage: 'The gondolier sang {a} {w} as they drifted under the Rialto.',
  },
  {
    word: 'neuroleptic',
    synset: 'noun:03719275',
    usage: 'The psychiatrist prescribed {a} {w} when the patient began hearing voices again.',
  },
  {
    word: 'memorability',
    synset: 'noun:05223189',
    usage: 'Advertisers test slogans for {w} before spending money on a campaign.',
  },
  {
    word: 'demonization',
    synset: 'noun:06723091',
    usage: 'Historians traced the {w} of the old queen to pamphlets printed after her fall.',
  },
  {
    word: 'acridity',
    synset: 'noun:05002278',
    usage: 'The {w} of the overbrewed coffee made him wince and reach for the sugar.',
  },
  {
    word: 'espresso',
    synset: 'noun:07936292',
    usage: 'She downed {a} {w} at the counter before catching her train.',
  },
  {
    word: 'lavabo',
    synset: 'noun:04560989',
    usage: 'She rinsed her fingers at the marble {w} by the chapel door.',
  },
  {
    word: 'pirozhki',
    synset: 'noun:07640533',
    usage: 'His grandmother fried {w} stuffed with cabbage and egg every Sunday.',
  },
  {
    word: 'prelim',
    synset: 'noun:07213673',
    usage: 'He spent the summer studying for his {w} in organic chemistry.',
  },
  {
    word: 'inexorability',
    synset: 'noun:04838668',
    usage: 'The prosecutor pursued the case with {a} {w} that frightened even his own staff.',
  },
  {
    word: 'metronome',
    synset: 'noun:03763133',
    usage: 'She set the {w} to sixty and practiced the scale slowly.',
  },
  {
    word: 'calque',
    synset: 'noun:06312435',
    usage: 'The English word skyscraper gave French the {w} gratte-ciel.',
  },
  {
    word: 'isometry',
    synset: 'noun:05138802',
    usage: 'The surveyors confirmed the {w} of the two benchmarks, both exactly 212 meters up.',
  },
  {
    word: 'maund',
    synset: 'noun:13740372',
    usage: 'The trader bought indigo by the {w} in the Calcutta bazaar.',
  },
  {
    word: 'verdure',
    synset: 'noun:05123890',
    usage: 'After the spring rains, the valley was clothed in {w}.',
  },
  {
    word: 'thermojunction',
    synset: 'noun:04428875',
    usage: 'The {w} buried in the kiln wall told the potter when the firing had reached temperature.',
  },
  {
    word: 'volary',
    synset: 'noun:02766609',
    usage: 'The duke built {a} {w} beside the orangery and filled it with finches.',
  },
  {
    word: 'garotte',
    synset: 'noun:03425845',
    usage: 'The prisoner was sentenced to die by the {w} in the prison courtyard.',
  },
  {
    word: 'spandrel',
    synset: 'noun:04274356',
    usage: 'The mason carved a rosette into each {w} of the arcade.',
  },
  {
    word: 'zeroth',
    synset: 'adjective:02209639',
    usage: 'Physicists added the {w} law of thermodynamics after the first three had been named.',
  },
  {
    word: 'falchion',
    synset: 'noun:03323810',
    usage: 'The knight swung his {w}, its heavy blade biting into the shield.',
  },
  {
    word: 'hypocorism',
    synset: 'noun:06350614',
    usage: 'Elizabeth became Betsy, {a} {w} that stuck with her into old age.',
  },
  {
    word: 'ruggedise',
    synset: 'verb:00165052',
    usage: 'The company had to {w} its tablets for soldiers working in desert heat.',
  },
  {
    word: 'variability',
    synset: 'noun:04779129',
    usage: 'The {w} of the local weather makes planning a picnic a gamble.',
  },
  {
    word: 'solarium',
    synset: 'noun:04364012',
    usage: 'Grandmother spent winter afternoons reading in the {w} among her potted palms.',
  },
  {
    word: 'leitmotiv',
    synset: 'noun:07042284',
    usage: 'Each time the villain appears, the horns play his {w}.',
  },
  {
    word: 'chiffonier',
    synset: 'noun:03020607',
    usage: 'She kept her gloves and scarves in the top drawer of the walnut {w}.',
  },
  {
    word: 'filtration',
    synset: 'noun:13501870',
    usage: "The town's water passes through sand {w} before it reaches the taps.",
  },
  { word: 'loner', synset: 'noun:10290325', usage: 'A quiet {w}, he spent his weekends fishing by himself.' },
  {
    word: 'lavalier',
    synset: 'noun:03654475',
    usage: 'She wore a diamond {w} that caught the light whenever she turned.',
  },
  {
    word: 'troche',
    synset: 'noun:07623576',
    usage: 'The pharmacist recommended a honey {w} for her hoarse voice.',
  },
  {
    word: 'cullis',
    synset: 'noun:03151353',
    usage: 'Leaves had clogged the {w}, and rain spilled over the eaves.',
  },
  { word: 'pimento', synset: 'noun:07736940', usage: 'She stuffed the green olives with strips of {w}.' },
  {
    word: 'instigant',
    synset: 'noun:10228847',
    usage: 'Police believed a single {w} had stirred up the crowd before the riot.',
  },
  {
    word: 'soochong',
    synset: 'noun:07951283',
    usage: 'He brewed a pot of {w} and let its smoky scent fill the room.',
  },
  {
    word: 'offal',
    synset: 'noun:07667383',
    usage: 'The butcher sold {w} cheaply, and she made a fine stew from the liver and kidneys.',
  },
  {
    word: 'monggo',
    synset: 'noun:07741018',
    usage: 'Her mother simmered {w} with garlic and spinach for Friday supper.',
  },
  { word: 'linguini', synset: 'noun:07716284', usage: 'She tossed the {w} with clams, garlic and parsley.' },
  {
    word: 'harrier',
    synset: 'noun:10179605',
    usage: "The chairman's fiercest {w} raised the same complaint at every meeting.",
  },
  {
    word: 'mutism',
    synset: 'noun:14575578',
    usage: 'After the accident the child retreated into {w}, answering questions only by nodding.',
  },
  {
    word: 'blender',
    synset: 'noun:02853991',
    usage: 'She tossed frozen berries and yogurt into the {w} for a smoothie.',
  },
  {
    word: 'pliancy',
    synset: 'noun:04667087',
    usage: "The new manager's {w} helped her win over both factions in the office.",
  },
  {
    word: 'subduable',
    synset: 'adjective:00571732',
    usage: 'The rebels proved less {w} than the general had promised.',
  },
  { word: 'bulghur', synset: 'noun:07819384', usage: 'She soaked the {w} in hot water for tabbouleh.' },
  {
    word: 'pilaff',
    synset: 'noun:07889440',
    usage: 'He served the lamb {w} in a wide dish scattered with almonds and raisins.',
  },
  {
    word: 'chevre',
    synset: 'noun:07869536',
    usage: 'She spread soft {w} on crackers and topped them with honey.',
  },
  {
    word: 'colonnade',
    synset: 'noun:03075164',
    usage: 'Tourists sheltered from the rain under the {w} of the old library.',
  },
  {
    word: 'folio',
    synset: 'noun:03382091',
    usage: 'The library kept a heavy {w} of sea charts chained to the reading desk.',
  },
  {
    word: 'diffuser',
    synset: 'noun:03199676',
    usage: 'The studio engineer mounted a wooden {w} on the back wall to tame the echoes.',
  },
  {
    word: 'regurgitation',
    synset: 'noun:05770668',
    usage: 'The examiner complained that the essays were mere {w} of lecture notes.',
  },
  {
    word: 'eidos',
    synset: 'noun:04730712',
    usage:
      'The anthropologist tried to describe the {w} of the fishing village, its habits of reasoning and argument.',
  },
  {
    word: 'iconography',
    synset: 'noun:03564324',
    usage: 'In Christian {w}, Saint Peter is usually shown holding keys.',
  },
  {
    word: 'asserter',
    synset: 'noun:09834065',
    usage: 'The loudest {w} of his innocence was his own mother.',
  },
  {
    word: 'abatable',
    synset: 'adjective:02295754',
    usage: 'The council ruled that the noise from the bar was {w} and ordered soundproofing.',
  },
  {
    word: 'spandril',
    synset: 'noun:04274356',
    usage: "Gilded angels were painted in each {w} of the old chapel's arcade.",
  },
  {
    word: 'aliquot',
    synset: 'noun:13756769',
    usage: 'Since 3 goes into 12 four times, it counts as {a} {w} of 12.',
  },
  {
    word: 'encephalogram',
    synset: 'noun:07017357',
    usage: 'The {w} showed sharp spikes during the seizure.',
  },
  {
    word: 'entitlement',
    synset: 'noun:05189022',
    usage: 'Her pension {w} began at sixty-five, and she retired the following week.',
  },
  {
    word: 'unitization',
    synset: 'noun:05739513',
    usage: 'Through {w}, chess masters see a whole cluster of pieces as a single pattern.',
  },
  {
    word: 'bombie',
    synset: 'noun:02871408',
    usage: 'Farmers in Laos still plow around any {w} they find half buried in the paddy.',
  },
  {
    word: 'biostatistics',
    synset: 'noun:06051131',
    usage: 'She took a course in {w} before designing her clinical trial.',
  },
  {
    word: 'wriggler',
    synset: 'noun:10800912',
    usage: 'The little {w} in the front pew kicked the bench throughout the sermon.',
  },
  {
    word: 'modality',
    synset: 'noun:05660241',
    usage: 'Vision is the {w} most people rely on when reading a map.',
  },
  {
    word: 'phrenology',
    synset: 'noun:06055378',
    usage: 'In the 1830s {w} was fashionable, and people paid to have the bumps on their heads read.',
  },
  {
    word: 'martini',
    synset: 'noun:07932281',
    usage: 'He ordered a dry {w} with two olives and drank it slowly at the bar.',
  },
  {
    word: 'selvage',
    synset: 'noun:04178127',
    usage: 'The dealer turned the rug over to show the worn {w} at one end.',
  },
  {
    word: 'juneberry',
    synset: 'noun:07761637',
    usage: 'The children picked {w} along the hedgerow and came home with stained fingers.',
  },
  {
    word: 'diachrony',
    synset: 'noun:06178766',
    usage: 'The course in {w} traced how Old English became the language of Chaucer.',
  },
  {
    word: 'winkle',
    synset: 'noun:07798644',
    usage: 'At the seaside stall he picked {a} {w} from its shell with a pin.',
  },
  {
    word: 'cantata',
    synset: 'noun:07055995',
    usage: 'The choir rehearsed a Bach {w} for the Easter service.',
  },
  {
    word: 'ideograph',
    synset: 'noun:06853698',
    usage: 'The sign on the door used {a} {w} that travelers of any nationality could read.',
  },
  {
    word: 'standee',
    synset: 'noun:04309172',
    usage: "{A} {w} of the film's hero greeted moviegoers in the lobby.",
  },
  {
    word: 'shmaltz',
    synset: 'noun:04635293',
    usage: 'The film drowned its finale in {w}, with violins swelling over a tearful reunion.',
  },
  {
    word: 'callosity',
    synset: 'noun:04851856',
    usage: "The landlord's {w} toward the evicted family shocked the neighbors.",
  },
  {
    word: 'paillasse',
    synset: 'noun:03880766',
    usage: 'The prisoner slept on a lumpy {w} laid on the stone floor.',
  },
  {
    word: 'ratlin',
    synset: 'noun:04062973',
    usage: 'The sailor climbed toward the masthead, testing each {w} with his weight.',
  },
  {
    word: 'exhibitionistic',
    synset: 'adjective:02097969',
    usage: 'His {w} antics at the wedding embarrassed the bride.',
  },
  {
    word: 'portiere',
    synset: 'noun:03993215',
    usage: 'A velvet {w} separated the parlor from the dining room.',
  },
  {
    word: 'fryer',
    synset: 'noun:07661078',
    usage: 'She bought a plump {w} at the market and cut it into eight pieces.',
  },
  {
    word: 'simultaneity',
    synset: 'noun:05055274',
    usage: 'The {w} of the two explosions suggested a single detonator.',
  },
  { word: 'trencher', synset: 'noun:04486390', usage: 'The cook sliced the roast on a scrubbed oak {w}.' },
  {
    word: 'alacrity',
    synset: 'noun:04640320',
    usage: 'She accepted the invitation with {w} and was packed within the hour.',
  },
  {
    word: 'pedicab',
    synset: 'noun:03910552',
    usage: 'They hired {a} {w} to carry them through the crowded streets of old Delhi.',
  },
  {
    word: 'oratorio',
    synset: 'noun:07055995',
    usage: "Handel's Messiah is the {w} most choirs sing at Christmas.",
  },
  { word: 'hutzpah', synset: 'noun:04923377', usage: 'He had the {w} to ask for a raise on his first day.' },
  {
    word: 'piroshki',
    synset: 'noun:07640533',
    usage: 'The bakery sold hot {w} filled with potato and dill.',
  },
  {
    word: 'retroversion',
    synset: 'noun:06358758',
    usage: '{A} {w} into English showed how far the French version had drifted.',
  },
  {
    word: 'tessellation',
    synset: 'noun:01054002',
    usage: 'The {w} of hexagons in a honeycomb leaves no gaps.',
  },
  {
    word: 'scouse',
    synset: 'noun:07606901',
    usage: "The ship's cook ladled out bowls of {w} thick with potatoes and broken biscuit.",
  },
  {
    word: 'liquidity',
    synset: 'noun:04944220',
    usage: 'Warm honey gains {w} and pours freely from the spoon.',
  },
  {
    word: 'personalty',
    synset: 'noun:13266525',
    usage: 'Her will left the house to her son and all her {w} to her daughter.',
  },
  {
    word: 'preciosity',
    synset: 'noun:04795560',
    usage: 'Critics mocked the {w} of her prose, with its lace-trimmed adjectives.',
  },
  { word: 'cardamon', synset: 'noun:07838299', usage: 'She crushed a pod of {w} into the rice to scent it.' },
  {
    word: 'genitor',
    synset: 'noun:10146245',
    usage: 'Anthropologists distinguish the {w} of a child from the man who raises it.',
  },
  {
    word: 'oenology',
    synset: 'noun:05644016',
    usage: "She studied {w} in Bordeaux before taking over her family's vineyard.",
  },
  { word: 'georgette', synset: 'noun:03440653', usage: 'Her wedding gown had long sleeves of ivory {w}.' },
  {
    word: 'schematize',
    synset: 'verb:00569311',
    usage: 'The teacher tried to {w} the history of the war into a single neat diagram.',
  },
  {
    word: 'chaise',
    synset: 'noun:03006315',
    usage: 'She stretched out on the {w} by the window with a novel.',
  },
  {
    word: 'polymorphous',
    synset: 'adjective:01974106',
    usage: 'The {w} fungus grows as a yeast inside the body and as a mold in soil.',
  },
  {
    word: 'briquette',
    synset: 'noun:02905715',
    usage: 'He dropped another {w} onto the glowing grill and waited for the flames to settle.',
  },
  {
    word: 'sabayon',
    synset: 'noun:07637106',
    usage: 'The chef whisked egg yolks, sugar and Marsala over simmering water for the {w}.',
  },
  {
    word: 'pietism',
    synset: 'noun:04834406',
    usage: "The village's {w} showed in long prayers before every meal and frowns at dancing.",
  },
  {
    word: 'adnoun',
    synset: 'noun:06331433',
    usage: "In the line 'blessed are the meek', the word meek works as {a} {w}.",
  },
  {
    word: 'pyrostat',
    synset: 'noun:04036530',
    usage: '{A} {w} in the furnace shut off the burners if the firebox overheated.',
  },
  {
    word: 'akvavit',
    synset: 'noun:07919039',
    usage: 'At the Christmas table they toasted with chilled {w} and pickled herring.',
  },
  {
    word: 'horripilation',
    synset: 'noun:00868284',
    usage: 'A shiver of {w} ran down her arms as the ghost story ended.',
  },
  { word: 'dinky', synset: 'noun:03204836', usage: 'A little {w} shunted the coal cars around the yard.' },
  {
    word: 'gluiness',
    synset: 'noun:04943081',
    usage: 'The {w} of the rice made it easy to eat with chopsticks.',
  },
  {
    word: 'servility',
    synset: 'noun:04913889',
    usage: "The waiter's {w} toward the rich guests contrasted with his rudeness to the students.",
  },
  {
    word: 'penuche',
    synset: 'noun:07621413',
    usage: 'She cut the {w} into squares and wrapped them in wax paper for the fair.',
  },
  {
    word: 'spindle',
    synset: 'noun:04284807',
    usage: "One {w} was missing from the staircase railing, and the toddler's head fit through the gap.",
  },
  {
    word: 'allomorph',
    synset: 'noun:06317596',
    usage: 'The plural endings in cats and dogs sound different, but each is {a} {w} of one suffix.',
  },
  {
    word: 'bombazine',
    synset: 'noun:02870741',
    usage: 'The widow wore black {w} for a full year of mourning.',
  },
  {
    word: 'squiggle',
    synset: 'noun:06416059',
    usage: 'His signature was just {a} {w} at the bottom of the page.',
  },
  {
    word: 'cardamum',
    synset: 'noun:07838299',
    usage: 'The chai was sweet and fragrant with {w} and ginger.',
  },
];
