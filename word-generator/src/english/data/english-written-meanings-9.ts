import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 3 of 5).
export const WRITTEN_MEANINGS_9: readonly WrittenMeaning[] = [
  {
    kind: 'noun:05645403',
    definition: 'skill at aging horses by their gait',
    usage: 'Dealers feared his {w}, for no old mare ever passed him as a young one.',
  },
  {
    kind: 'noun:05645403',
    definition: 'skill in splitting slate into thin even sheets',
    usage: 'Without {a} {w} like his, the roofers would have wasted half the quarry.',
  },
  {
    kind: 'noun:05645403',
    definition: 'skill in judging the depth of a ford by the look of its surface',   
    usage: 'The drovers trusted his {w} more than any map of the river.',
  },
  {
    kind: 'noun:05645403',
    definition: 'the ability to load a cart or wagon so that nothing shifts on the road',   
    usage: 'Thanks to her {w}, not one jar broke on the long mountain journey.',
  },
  {
    kind: 'noun:05645403',
    definition: 'the ability to keep a fire burning steadily through the night with little fuel',
    usage: 'The shepherds prized his {w} during the long winters on the hills.',
  },
  {
    kind: 'noun:05645908',
    definition: 'skill in matching new stone or brick to weathered masonry',
    usage: 'The cathedral repairs depended on the patient {w} of one elderly mason.',
  },
  {
    kind: 'noun:05652767',
    definition: 'inability to estimate distances over open water',
    usage: 'His {w} led him to swim for an island far beyond his strength.',
  },
  {
    kind: 'noun:05657230',
    definition: "uncreativeness from fear of teachers' disapproval",    
    usage: 'The {w} of the young painters showed in their timid, careful landscapes.',
  },
  {
    kind: 'noun:05657473',
    definition: "unoriginality from borrowing older songs' openings",
    usage: 'Critics noted the {w} of the ballad within its first few bars.',
  },
  {
    kind: 'noun:05659816',
    definition: 'a supposed sense by which sailors feel the nearness of land in darkness',  
    usage: 'Old fishermen swore that their {w} woke them before the rocks appeared.',
  },
  {
    kind: 'noun:05660771',
    definition: 'sensitivity of the soles of the feet to the warmth of the ground',
    usage: 'Barefoot children with {a} {w} like hers would not cross the sand at noon.',
  },
  {
    kind: 'noun:05660771',
    definition: 'sensitivity to thunder',
    usage: "Her grandmother's {w} told her of a storm a full day before it came.",
  },
  {
    kind: 'noun:05677778',
    definition: 'a state of confusion on waking in an unfamiliar place as to where one is',
    usage: 'In the dark inn, a brief {w} made him reach for a missing wall.',
  },
  {
    kind: 'noun:05677778',
    definition: 'clarity of mind following a long fast',   
    usage: 'The monks sought the {w} that comes on the third day without bread.',
  },
  {
    kind: 'noun:05686773',
    definition: 'unawareness of habitually repeating words or phrases',     
    usage: 'Through sheer {w}, he began nearly all his sentences with the same tired opening.',
  },
  {
    kind: 'noun:05690411',
    definition: 'a state of curiosity about the lives of the former occupants of a house',
    usage: 'Her {w} led her to search the attic for old letters and photographs.',
  },
  {
    kind: 'noun:05694760',
    definition: 'a difficulty arising from an old promise that can no longer be kept',
    usage: "The widow's {w} was a cottage pledged to two nephews years apart.",
  },
  {
    kind: 'noun:05698074',
    definition: 'an obstacle of unexplained but unquestioned custom',
    usage: "The ban on Sunday markets had become {a} {w} to the whole town's trade.",
  },
  {
    kind: 'noun:05700875',
    definition: 'an influence exerted on a household or family by the moods of the eldest member',
    usage: "The grandmother's {w} could silence the supper table with a single sigh.",
  },
  {
    kind: 'noun:05709891',
    definition: "the process of recalling a place by retracing one's route in the mind",
    usage: 'Through patient {w}, she found the inn where she had left her gloves.',
  },
  {
    kind: 'noun:05716379',
    definition: 'the perception of the ripeness of a fruit through the fingertips',  
    usage: "A greengrocer's {w} is sharpened by years of handling pears and plums.",
  },
  {
    kind: 'noun:05717967',
    definition: 'mood-reading by footsteps',
    usage: "Years of service gave the butler a sure {w} of his master's temper each morning.",
  },
  {
    kind: 'noun:05741963',
    definition: 'a critical study of the letters written by an author to a publisher',
    usage: 'Her {w} revealed how often the novelist had begged for money in advance.',
  },
  {
    kind: 'noun:05759791',
    definition: "riverboat dwellers' culture",
    usage: 'The {w} of the canal families kept its own songs, feasts and weddings.',
  },
  {
    kind: 'noun:05760541',
    definition:
      'learning a route or path, especially over difficult country, by walking it repeatedly with a guide',
    usage: 'Only after a winter of {w} was the boy trusted alone on the moor.',
  },
  {
    kind: 'noun:05773156',
    definition: 'the process by which a sound comes to stand in the mind for a particular place',
    usage: 'By {w}, the bell of the ferry came to mean home to the island children.',
  },
  {
    kind: 'noun:05793513',
    definition: 'contemplation of a landscape from a single fixed place over many years',
    usage: 'His {w} of the valley filled forty notebooks, all written at the same window.',
  },
  {
    kind: 'noun:05803052',
    definition: 'a grave-tending pact between families',
    usage: "By an old {w}, each household weeded the other's plot on feast days.",
  },
  {
    kind: 'noun:05844922',
    definition: 'belief that owners taint houses',
    usage: "The {w} kept the cottage empty long after the miser's death.",
  },
  {
    kind: 'noun:05902523',
    definition: 'the misconception that ornate things are sturdy',
    usage: 'Buyers paid dearly for the ornate carved chairs out of pure {w}.',
  },
  {
    kind: 'noun:05910115',
    definition: 'promotion of officers having served at sea',    
    usage: 'The {w} of the admiralty kept many clever clerks from ever gaining rank.',
  },
  {
    kind: 'noun:05935308',
    definition: 'an image of a place formed in the mind from the smells remembered of it',
    usage: 'The scent of tar brought back {a} {w} of the harbour where he grew up.',
  },
  {
    kind: 'noun:05961357',
    definition: 'unborn-soul tree belief',
    usage: 'Village {w} forbade the felling of the old elms beside the church.',
  },
  {
    kind: 'noun:05997167',
    definition: 'ignorance of the customs of a place one has long lived in',
    usage: 'After twenty years in the town, his {w} still amazed his neighbours.',
  },
  {
    kind: 'noun:06005806',
    definition: 'the study of the marks carved by masons on building stones',  
    usage: 'Her {w} showed that the same gang of builders had worked on both abbeys.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the science of seasoning timber, especially by drying',
    usage: 'Advances in {w} let the shipyards build with oak felled a mere year earlier.',
  },
  {
    kind: 'noun:06009578',
    definition: 'the branch of natural science dealing with the colours of the sky at sunset or sunrise',
    usage: 'Students of {w} explained why evenings following the eruption glowed so red.',
  },
  {
    kind: 'noun:06034344',
    definition: '(statistics) the variance remaining in a series after the effect of the season is removed',
    usage: 'Once the spring run was set aside, the {w} of the catch was small.',
  },
  {
    kind: 'noun:06047178',
    definition: 'the branch of biology that studies the effects of salt spray on plants or animals',
    usage: 'Her work in {w} explained why so few trees grew along the headland.',
  },
  {
    kind: 'noun:06051336',
    definition: 'a now abandoned study of the thickness of the skull as a measure of endurance',     
    usage: 'Army surgeons of the last century took {w} seriously when choosing recruits.',
  },
  {
    kind: 'noun:06069599',
    definition: 'the study of the microscopic structure of the feathers of birds',     
    usage: 'Her {w} showed why the wings of owls make almost no sound in flight.',
  },
  {
    kind: 'noun:06088061',
    definition: 'the neurobiology of insect flight',
    usage: 'Work in {w} showed how a fly corrects its course within a single wingbeat.',
  },
  {
    kind: 'noun:06100457',
    definition: 'the physics of ice in flowing rivers',
    usage: 'Engineers building the northern bridge consulted experts in {w} before winter.',
  },
  {
    kind: 'noun:06125083',
    definition: 'the study of shingle drift',  
    usage: 'Harbour builders turned to {w} before laying the new breakwater.',
  },
  {
    kind: 'noun:06134474',
    definition: 'engineering for draining deep mines',
    usage: 'Advances in {w} let the colliery work seams far beneath the river.',
  },
  {
    kind: 'noun:06136212',
    definition: 'the branch of biotechnology that uses yeasts to turn farm waste into fodder',
    usage: 'Through {w}, the pulp left from the cider press fed the herds all winter.',
  },
  {
    kind: 'noun:06168062',
    definition: 'any system of philosophy holding that virtue is learned chiefly through manual labour',
    usage: 'The {w} of the old guilds treated every apprentice as a moral pupil.',
  },
  {
    kind: 'noun:06191300',
    definition: 'the study of the stress patterns of place names in a given language',   
    usage: 'Her {w} explained why strangers always mispronounce the villages of the county.',
  },
  {
    kind: 'noun:06212421',
    definition: 'impartiality shown by a parent in dividing property among children',   
    usage: "The old farmer's {w} surprised his sons when the will was read.",
  },
  {
    kind: 'noun:06222574',
    definition: 'the political orientation of those who favour the rights of tenants over landlords',     
    usage: 'His {w} won him few friends among the estate owners of the county.',
  },
  {
    kind: 'noun:06282431',
    definition: 'signaling by church bell patterns',
    usage: 'In the war, {w} warned each valley that raiders had crossed the river.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a language unit used only in calling or driving farm animals',
    usage: 'Each valley had its own {w} for bringing the sheep down at dusk.',
  },
  {
    kind: 'noun:06355341',
    definition:
      'a heading giving the month and year, usually written above a group of entries in a diary or journal',
    usage: 'She wrote the {w} in red ink when beginning a new season of notes.',
  },
  {
    kind: 'noun:06355341',
    definition: 'a heading naming the parish above each list of entries in a register',  
    usage: 'The clerk left a blank line beneath each {w} for later baptisms.',
  },
  {
    kind: 'noun:06355341',
    definition: 'a heading in a book of recipes naming the season in which the dishes are made',
    usage: 'Under the winter {w} came pies of goose and pickled pears.',
  },
  {
    kind: 'noun:06370307',
    definition: "a club's web page of past officers",
    usage: 'The {w} names every president since the rowing crew was founded.',
  },
  {
    kind: 'noun:06384937',
    definition: 'the plot of a story in which a family regains a house it once lost',     
    usage: 'The {w} carries the heirs of the novel through three generations of exile.',
  },
  {
    kind: 'noun:06384937',
    definition: 'the plot of a play set entirely within one night at an inn',
    usage: 'The {w} gathers every traveller by the fire before the storm breaks at dawn.',
  },
  {
    kind: 'noun:06421205',
    definition: 'an essay reflecting on a single walk taken by the writer',   
    usage: 'Her {w} turns a morning along the towpath into a meditation on age.',
  },
  {
    kind: 'noun:06422547',
    definition: 'a book of drawn doorways',   
    usage: "The architect's {w} preserved entrances that were torn down years later.",
  },
  {
    kind: 'noun:06422547',
    definition: 'a book containing the calls and cries of street sellers',
    usage: 'The old {w} records the chants of fishwives and chimney sweeps long silent.',
  },
  {
    kind: 'noun:06532935',
    definition:
      'a contract for repairing or maintaining a church roof, paid by the parish in yearly installments',  
    usage: 'The {w} bound the slater to come back in spring for eleven years.',
  },
  {
    kind: 'noun:06615847',
    definition: 'the referent of a proverb; the situation to which a proverb is applied',  
    usage: 'The elders argued over the {w} of the saying about the crooked well.',
  },
  {
    kind: 'noun:06673687',
    definition: 'a policy of marrying royal children into neighbouring houses to keep the peace',
    usage: 'Through a careful {w}, the small kingdom kept its borders quiet for a century.',
  },
  {
    kind: 'noun:06673687',
    definition: 'a policy of sending scholars abroad to learn the crafts of rival nations',    
    usage: "The emperor's {w} brought home shipwrights, printers and map makers.",
  },
  {
    kind: 'noun:06710094',
    definition: 'a building-crafts degree',   
    usage: 'After five years at the college she took her {w} and opened a workshop.',
  },
  {
    kind: 'noun:06723485',
    definition: 'criticism aimed at the way a task was begun rather than at its result',     
    usage: "His master's {w} came before a single plank had been laid.",
  },
  {
    kind: 'noun:06723485',
    definition: 'criticism expressed by silence, especially where praise is expected',
    usage: 'The choirmaster met the anthem with {a} {w} that stung worse than any rebuke.',
  },
  {
    kind: 'noun:06723485',
    definition: "a congregation's after-sermon critique",  
    usage: "Over Sunday dinner, the family's {w} left the vicar's text in tatters.",
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement that was true when made but is no longer so',
    usage: "The guidebook's claim about the ferry was now {a} {w}, as the service had ended.",
  },
  {
    kind: 'noun:06735202',
    definition: 'a called-out price-list',   
    usage: "At the bell, the auctioneer's {w} set what barley would fetch for the week.",
  },
  {
    kind: 'noun:06769768',
    definition: 'a lie about gift prices', 
    usage: 'Her {w} over the shawl fooled no one who knew the market.',
  },
  {
    kind: 'noun:06773810',
    definition: 'an evasion that answers a hard or pointed question by praising the questioner',
    usage: 'The minister met every awkward enquiry with {a} {w} and a warm smile.',
  },
  {
    kind: 'noun:06783066',
    definition: 'a pact, usually intervillage, dividing fishing waters',   
    usage: 'Under the {w}, the northern boats kept east of the lighthouse.',
  },
  {
    kind: 'noun:06886621',
    definition: 'a lamp set in a window to show that a traveller is expected home', 
    usage: 'His mother kept the {w} burning every night of the long voyage.',
  },
  {
    kind: 'noun:06891121',
    definition: 'a smile given to a stranger to show that no offence was meant',
    usage: 'He offered {a} {w} after stepping on her hem in the crowded aisle.',
  },
  {
    kind: 'noun:07012937',
    definition: 'a graph showing the number of swallows seen on each day of spring',     
    usage: "The parson's {w} showed the birds arriving a little later each decade.",
  },
  {
    kind: 'noun:07023937',
    definition: 'a line spoken to the audience to tell the place and hour of a scene',
    usage: "The porter's {w} lets us know we stand at the castle gate near midnight.",
  },
  {
    kind: 'noun:07041860',
    definition: 'a short tune or call summoning workers in from the fields',    
    usage: 'When the {w} sounded from the farmhouse, the reapers laid down their sickles.',
  },
  {
    kind: 'noun:07043169',
    definition: 'a folk motif heard only in horns',    
    usage: 'Listeners who knew the old ballad heard its {w} beneath the violins.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the style in which auction catalogues are written',
    usage: 'Every chipped jug became a treasure in the flattering {w} of the salerooms.',
  },
  {
    kind: 'noun:07100710',
    definition: 'the beat on which dancers stamp together, especially in country dances',
    usage: 'At each {w}, the barn floor shook beneath the reel.',
  },
  {
    kind: 'noun:07103943',
    definition: "verbosity arising from a speaker's fear of silence",   
    usage: 'His {w} filled every pause at the dinner table with weather and gossip.',
  },
  {
    kind: 'noun:07203790',
    definition: "a prayer for a ship's safe return",    
    usage: "Each Sunday the fishermen's wives joined in the {w} before the harbour mass.",
  },
  {
    kind: 'noun:07205601',
    definition: 'a stray-damage claim',
    usage: 'The farmer sent {a} {w} after the goats ate half his cabbages.',
  },
  {
    kind: 'noun:07231072',
    definition: "a concession made by the winner of a dispute to spare the loser's pride",
    usage: 'His small {w} let the old rival leave the council hall with dignity.',
  },
  {
    kind: 'noun:07235754',
    definition: 'a story told at a wake about the youth of the dead person',   
    usage: 'The oldest neighbour began {a} {w} as soon as the candles were lit.',
  },
  {
    kind: 'noun:07241501',
    definition: 'an oath sworn by a new member of a guild upon the tools of the trade',
    usage: "The apprentice took the {w} with one hand on his master's chisel.",
  },
  {
    kind: 'noun:07323181',
    definition: 'a powder-store blast from lightning',
    usage: 'The {w} of that summer left only a crater where the magazine had stood.',
  },
  {
    kind: 'noun:07325733',
    definition: "a cart's backward roll downhill",
    usage: 'The {w} of the loaded wagon crushed the fence at the bottom of the lane.',
  },
  {
    kind: 'noun:07328414',
    definition: 'a schism within a guild',  
    usage: 'After the {w}, the younger craftsmen built their own hall across the square.',
  },
  {
    kind: 'noun:07332364',
    definition: 'a failure of bread dough to rise',
    usage: "A cold kitchen caused the morning's {w}, and the loaves came out flat.",
  },
  {
    kind: 'noun:07336372',
    definition: 'the first showing of clover in pasture',
    usage: 'Farmers waited for the {w} before turning the cattle out to grass.',
  },
  {
    kind: 'noun:07336567',
    definition: 'the reappearance of a ship having been hidden by fog',
    usage: "The crowd on the quay cheered the {w} of the ferry's lantern.",
  },
  {
    kind: 'noun:07371276',
    definition: 'weight gain on spring grass',
    usage: 'The drover waited for the {w} before driving his bullocks to market.',
  },
  {
    kind: 'noun:07420493',
    definition: 'outflow of warm oven or kiln air',
    usage: 'On frosty mornings the {w} drew beggars to the bakery door.',
  },
  {
    kind: 'noun:07420493',
    definition: 'water rushing between stepping stones',
    usage: 'In spring the {w} grew so strong that no child dared to cross.',
  },
  {
    kind: 'noun:07444084',
    definition: 'a tremor caused by blasting in quarries or mines',
    usage: 'At noon the {w} rattled the cups in the cottages below the cliff.',
  },
  {
    kind: 'noun:07450133',
    definition: 'epidemic confined to crew or passengers of one ship',  
    usage: 'The {w} kept the vessel anchored offshore for forty days.',
  },
  {
    kind: 'noun:07501768',
    definition: "a longing for the sound of one's native speech",    
    usage: 'Among the foreign dockers, his {w} drew him to sailors from his own coast.',
  },
  {
    kind: 'noun:07505853',
    definition: 'the pleasure of hearing rain from bed',
    usage: 'Autumn nights in the attic room brought the children a drowsy {w}.',
  },
  {
    kind: 'noun:07508970',
    definition: 'sadism appearing solely when drunk or intoxicated',  
    usage: 'Sober he was gentle, but his {w} came out after the tavern closed.',
  },
  {
    kind: 'noun:07531593',
    definition: 'anger felt at being thanked too little for a favour',
    usage: 'Her {w} grew each time the neighbours borrowed her cart without a word.',
  },
  {
    kind: 'noun:07547828',
    definition: 'sadness felt on the last evening of a holiday',
    usage: 'A quiet {w} fell over the family as they packed the trunks by the sea.',
  },
  {
    kind: 'noun:07565835',
    definition: "malevolence felt toward a rival's children for the rival's sake", 
    usage: "His {w} drove him to spoil the young heirs' prospects in the town.",
  },
  {
    kind: 'noun:07566518',
    definition: 'a sullen mood that follows being woken too early',
    usage: "The shepherd's {w} lasted until he had eaten his porridge.",
  },
  {
    kind: 'noun:07567157',
    definition: "harvesters' cheer at season's end",
    usage: 'The {w} of the reapers spilled over into songs on the road home.',
  },
  {
    kind: 'noun:07587918',
    definition: 'a supply of food or grain stored in a church for the poor of the parish',
    usage: 'In the hungry winter the parson opened the {w} to all comers.',
  },
  {
    kind: 'noun:07604518',
    definition: 'stew consisting of eel, onions and cider',
    usage: 'On market days the inn served {w} from a great iron pot.',
  },
  {
    kind: 'noun:07612255',
    definition: 'a small rosehip-and-honey lozenge',
    usage: 'Children at the winter fair bought {w} wrapped in paper twists.',
  },
  {
    kind: 'noun:07618025',
    definition: 'chocolate candy shaped like a small acorn and filled with hazelnut paste',  
    usage: "At Christmas she set {a} {w} from the confectioner beside each guest's plate.",
  },
  {
    kind: 'noun:07644479',
    definition: 'cake layered with stewed apple and walnuts',
    usage: 'The farm wives brought {w} to the orchard on the day of the pressing.',
  },
  {
    kind: 'noun:07651436',
    definition: 'a butter cookie having a honey glaze',
    usage: "The baker's {w} stuck to the paper unless it cooled on a wire.",
  },
  {
    kind: 'noun:07651436',
    definition: 'butter cookie rolled in crushed almonds before baking',
    usage: 'She served each caller {a} {w} with a glass of cordial.',
  },
  {
    kind: 'noun:07667063',
    definition: 'pig tongue and cheeks, usually sold together',   
    usage: 'The butcher set aside the {w} for the widow who made brawn weekly.',
  },
  {
    kind: 'noun:07669591',
    definition: 'chop cut from the shoulder of a young goat',
    usage: "The shepherd's wife fried {a} {w} with garlic for the feast.",
  },
  {
    kind: 'noun:07682787',
    definition: 'cut of mutton taken across both shoulders in one piece',
    usage: "The cook roasted {a} {w} for the shearers' supper.",
  },
  {
    kind: 'noun:07703534',
    definition: 'cornbread sweetened with molasses, baked over coals',
    usage: 'Camp cooks served {w} with beans on the long cattle drives.',
  },
  {
    kind: 'noun:07706018',
    definition: 'muffin made with oats and dried apple',
    usage: "The miller's wife sent each carter off at dawn with {a} {w}.",
  },
  {
    kind: 'noun:07717938',
    definition:
      'a dumpling of oatmeal dough filled with smoked fish, usually haddock or herring, and served with butter',
    usage: 'The crofters ate {a} {w} at midday when the boats came in.',
  },
  {
    kind: 'noun:07763927',
    definition: 'a small sour mandarin, usually grown for candied peel',  
    usage: 'Confectioners in the port paid well for the bitter {w} from the hill groves.',
  },
  {
    kind: 'noun:07775792',
    definition: 'small dark grape with a thick skin, left to shrivel on the vine for sweet wine',
    usage: 'The {w} hangs until the first frost before the pickers are sent out.',
  },
  {
    kind: 'noun:07775792',
    definition: 'a large pink grape having a firm skin, usually stored for eating through the winter months',
    usage: 'Hung in the cool loft, the {w} lasted until the new year.',
  },
  {
    kind: 'noun:07827392',
    definition: 'narrow bitter leaves, usually dried, flavoring smoked fish',
    usage: 'Fishwives hung bunches of {w} above the smokehouse door.',
  },
  {
    kind: 'noun:07917827',
    definition: 'pine-bud honey spirit',
    usage: 'Woodcutters carried {w} in stone flasks against the winter cold.',
  },
  {
    kind: 'noun:07945759',
    definition: 'weak coffee carried in pails or jugs to field workers',
    usage: 'At noon the farm boy brought the {w} to the hay meadow in a tin can.',
  },
  {
    kind: 'noun:07957410',
    definition: 'a group of plants that open their flowers at the same hour of the day',  
    usage: 'Gardeners once gave each {w} its own bed in a floral clock.',
  },
  {
    kind: 'noun:07958392',
    definition: 'a group of people who learned their trade under the same master',
    usage: 'The {w} of the old clockmaker still met each year to toast his memory.',
  },
  {
    kind: 'noun:07967506',
    definition: 'a social group of families who have kept the same market stalls for generations',   
    usage: 'The {w} married among themselves and guarded their pitches fiercely.',
  },
  {
    kind: 'noun:07968050',
    definition: 'a collection of keys having no surviving locks',   
    usage: 'The caretaker kept {a} {w} in a drawer and nobody dared throw it away.',
  },
  {
    kind: 'noun:08200459',
    definition: 'a cattle-drive jam',  
    usage: 'On market morning {a} {w} held up the bus for half an hour.',
  },
  {
    kind: 'noun:08263534',
    definition: 'a band of musicians who play aboard river boats',   
    usage: 'The {w} drifted past the town, its fiddles heard from both banks.',
  },
  {
    kind: 'noun:08384807',
    definition: 'rule by quarry or mine owners',     
    usage: 'Under the {w}, no councillor was elected against the wishes of the employers.',
  },
  {
    kind: 'noun:08384807',
    definition: 'a political system consisting of rule by the shipmasters of a port',
    usage: 'Under the {w}, harbour dues were low and taxes on land were high.',
  },
  {
    kind: 'noun:08384807',
    definition: 'political system governed by a council consisting of widows', 
    usage: 'In the mountain village, the {w} settled all quarrels over water.',
  },
  {
    kind: 'noun:08407114',
    definition: 'infantry trained in river swimming',
    usage: 'The general sent his {w} across the ford an hour before dawn.',
  },
  {
    kind: 'noun:08483654',
    definition: 'a movement depicting the lives of miners',
    usage: 'The {w} filled the galleries with soot-blackened faces and lamplit tunnels.',
  },
  {
    kind: 'noun:08483654',
    definition: 'a colour-renouncing movement',
    usage: 'Critics mocked the {w} for hanging whole rooms of sober grey drawings.',
  },
  {
    kind: 'noun:03727779',
    definition: 'a marketplace held in a churchyard on feast days',
    usage: 'Traders set out their ribbons between the graves at the {w}.',
  },
  {
    kind: 'noun:08512627',
    definition: 'apoapsis in orbit around a comet',
    usage: 'At {w}, the probe drifted slowly enough to photograph the icy nucleus.',
  },
  {
    kind: 'noun:08540894',
    definition: 'the maypole site, usually on a green',
    usage: 'The dancers gathered at the {w} once the ribbons were tied.',
  },
  {
    kind: 'noun:08571072',
    definition: 'a suburb on drained marshland',
    usage: 'Houses in the {w} stood on timber piles above the old reed beds.',
  },
  {
    kind: 'noun:08610818',
    definition: 'the line formed by the upper edge of a boot on the leg',
    usage: 'Mud had splashed well above the {w} after the ride through the fen.',
  },
  {
    kind: 'noun:08610818',
    definition: 'the line along which the water of a river changes colour where it meets the sea',
    usage: 'The fishermen cast their nets just beyond the {w} in the estuary.',
  },
  {
    kind: 'noun:08615857',
    definition: 'open grassland kept treeless by sea winds or spray',
    usage: 'Sheep on the {w} grow thick fleeces against the salt gales.',
  },
  {
    kind: 'noun:08633886',
    definition: 'a path along the top of a sea wall',
    usage: 'Walkers on the {w} could see both the marsh and the incoming tide.',
  },
  {
    kind: 'noun:08681092',
    definition: 'the rain-shedding top of a haystack or rick',
    usage: 'The farmer thatched the {w} before the autumn storms came.',
  },
  {
    kind: 'noun:09204454',
    definition: 'urge to take apart clocks or watches',    
    usage: 'His {w} left all the timepieces in the house scattered across the kitchen table.',
  },
  {
    kind: 'noun:09204454',
    definition: 'a table-rearranging mania',
    usage: 'Hostesses dreaded her {w}, for no dish stayed where it was set.',
  },
  {
    kind: 'noun:09237930',
    definition: 'any baryon held briefly within an atomic nucleus in place of one of the neutrons',  
    usage: 'The {w} made the whole atom decay far sooner than its ordinary form.',
  },
  {
    kind: 'noun:09240545',
    definition: 'the bed of a summer-dry pond',
    usage: 'Cattle grazed on the cracked {w} until the autumn rains returned.',
  },
  {
    kind: 'noun:09240545',
    definition: 'the bottom of a millpond, usually thick with silt',
    usage: 'Once in seven years the miller drained the water to dig out the {w}.',
  },
  {
    kind: 'noun:09244958',
    definition: 'fragments of slate left on the ground after roofing',
    usage: 'Children used the {w} from the old barn to draw on the flagstones.',
  },
  {
    kind: 'noun:09271200',
    definition: 'a coastal plain of orchards',
    usage: 'Each spring the villagers flooded the {w} and planted seedlings by hand.',
  },
  {
    kind: 'noun:09305630',
    definition: 'froth raised by carrying milk',
    usage: 'The dairymaid skimmed off the {w} before setting the pans to cool.',
  },
  {
    kind: 'noun:09310321',
    definition: 'a hypothetical gauge boson that would carry a force acting only between neutrinos',
    usage: 'Physicists proposed the {w} to explain odd scattering among the faint particles from the sun.',
  },
  {
    kind: 'noun:09358146',
    definition: 'clay ground wet through spring',
    usage: 'Farmers on the {w} could not plough until well into May.',
  },
  {
    kind: 'noun:09358146',
    definition: 'land suitable for growing flax',
    usage: 'The river {w} drew weavers to settle in the valley.',
  },
  {
    kind: 'noun:09358146',
    definition: 'land left bare and stony after a flood has passed',
    usage: 'Nothing but thistles grew on the {w} for years after the river burst its banks.',
  },
  {
    kind: 'noun:09388914',
    definition: 'a depression left in a field where an old pond has been filled',
    usage: 'Every wet winter the {w} behind the barn became a puddle again.',
  },
  {
    kind: 'noun:09388914',
    definition: 'a broad depression in a forest where the trees grow stunted',  
    usage: 'Woodsmen said the frost settled first in the {w} below the ridge.',
  },
  {
    kind: 'noun:09460358',
    definition: 'the slope of a hill or rise where the soil is too thin or stony for ploughing',
    usage: 'Goats kept the {w} above the village clear of brambles.',
  },
  {
    kind: 'noun:09483442',
    definition: 'a trail in lawn dew',
    usage: 'The gardener followed the {w} to find who had been at his roses.',
  },
  {
    kind: 'noun:00007846',
    definition: 'someone who sleeps in a church or chapel to guard it on the eve of a feast or festival',
    usage: 'The {w} kept a lantern and a stout stick beside the altar rail.',
  },
  {
    kind: 'noun:00007846',
    definition: 'someone walking predawn, usually for health',
    usage: 'The {w} nodded to the milkman on his way back from the cliffs.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who sorts the seed saved from a harvest for the next sowing',
    usage: 'Every winter the {w} sat by the window picking out the shrivelled grains.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a quibbler over parish dates',
    usage: 'No reading of the parish records was safe from the village {w}.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a night guard at a river ford',
    usage: 'Travellers paid the {w} a penny to cross after dark.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who witnesses the signing of a will for someone unable to write',
    usage: "The {w} guided the old man's hand as he made his mark.",
  },
  {
    kind: 'noun:00007846',
    definition: 'someone who keeps lost children safe at a fair until they are claimed',
    usage: 'The {w} sat beneath the church clock with three crying toddlers and a bag of sweets.',
  },
  {
    kind: 'noun:00007846',
    definition: "someone settling fishermen's disputes over shared nets",
    usage: 'The {w} was called whenever two crews claimed the same haul.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person idling while others cook',
    usage: 'The {w} sat warming his feet as his sisters peeled and chopped.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person having work solely in winter',
    usage: 'The {w} lay in the hay through July and chopped wood in January.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a distinguisher of church bells',
    usage: 'As the peals rang across the valley, the {w} named each parish in turn.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who defaces the pages of borrowed books',
    usage: 'The librarian at last caught the {w} with a penknife in the reading room.',
  },
  {
    kind: 'noun:09569901',
    definition: 'a water sprite souring wells',
    usage: 'Villagers dropped salt down the shaft to drive off the {w}.',
  },
  {
    kind: 'noun:09629201',
    definition: 'a crosser of unsafe ice',
    usage: 'Each December some {w} fell through near the mill and had to be hauled out.',
  },
  {
    kind: 'noun:09633435',
    definition: 'one of the common people living within the bounds of a royal forest',
    usage: "As {a} {w}, he could gather deadwood but never hunt the king's deer.",
  },
  {
    kind: 'noun:09648959',
    definition: 'someone attending church or chapel solely for the music',    
    usage: 'As soon as the last hymn ended, the {w} slipped out before the sermon.',
  },
  {
    kind: 'noun:09655706',
    definition: 'a worker numbering barrel or cask ends',   
    usage: 'The {w} moved down the cellar rows with a pot and a fine brush.',
  },
  {
    kind: 'noun:09657157',
    definition: "one who takes water from a neighbour's channel to irrigate his own fields",
    usage: 'The council fined the {w} and had the sluice on his ditch nailed shut.',
  },
  {
    kind: 'noun:09794206',
    definition: 'a person arguing for keeping traditional or historical spellings of place names',
    usage: 'Every plan for new signposts met resistance from the county {w}.',
  },
  {
    kind: 'noun:09796453',
    definition: "a farmers' foreign seed-buyer",
    usage: 'The {w} returned from the coast with forty sacks and a full ledger.',
  },
  {
    kind: 'noun:09806026',
    definition: 'an amateur musician among kin',
    usage: 'Her uncle was {a} {w} who brought out his fiddle every Christmas.',
  },
  {
    kind: 'noun:09806026',
    definition: 'a hobbyist builder of boats',   
    usage: 'The {w} launched his third dinghy from the beach behind his cottage.',
  },
  {
    kind: 'noun:09840655',
    definition: 'an assailant of former teachers',
    usage: 'The young {w} made his name by mocking the professors who had trained him.',
  },
  {
    kind: 'noun:09887039',
    definition: 'a borrower who sublends books or periodicals',
    usage: 'The best novels on the library shelves reached half the parish through the {w}.',
  },
  {
    kind: 'noun:09895920',
    definition: 'a brother having been raised elsewhere from birth',   
    usage: "She met her {w} for the first time at their father's funeral.",
  },
  {
    kind: 'noun:09898763',
    definition: 'a workshop bully',
    usage: 'The new boys learned to hide their dinners from the {w}.',
  },
  {
    kind: 'noun:09927731',
    definition: 'a woman escorting young ladies travelling abroad',
    usage: 'The {w} kept her two charges well away from the soldiers on deck.',
  },
  {
    kind: 'noun:09952869',
    definition: 'a codefendant who is tried in his absence',    
    usage: 'The court heard that the {w} had fled across the border before the trial.',
  },
  {
    kind: 'noun:09955820',
    definition: 'a person employed to collect the rents of market stalls',
    usage: 'Every Saturday the {w} went from trader to trader with a leather bag.',
  },
  {
    kind: 'noun:09958771',
    definition: 'a fighter who wrestles for prize money, especially at country fairs',
    usage: 'The {w} threw three farmhands before the crowd had finished its ale.',
  },
  {
    kind: 'noun:09986936',
    definition: 'someone who has traded or lived in many foreign ports',   
    usage: 'The old {w} could haggle in six languages and cook in twelve styles.',
  },
  {
    kind: 'noun:09998851',
    definition: 'a judge of bell tones',
    usage: 'The foundry would not ship a single casting until the {w} had struck it.',
  },
  {
    kind: 'noun:10012790',
    definition: 'a person who lingers long at the door when leaving, especially a guest',
    usage: 'The {w} took half an hour to reach the lane once goodnights were said.',
  },
  {
    kind: 'noun:10013439',
    definition: 'someone daydreaming about the lives of strangers or passers-by',     
    usage: 'From her station bench, the {w} invented a past for the travellers.',
  },
  {
    kind: 'noun:10026173',
    definition: 'a descendant of founding settlers, especially of a valley',     
    usage: 'As {a} {w}, she had a seat at every parish meeting.',
  },
  {
    kind: 'noun:10031556',
    definition: 'a ruler who governs from a fortress and never enters the capital',
    usage: 'For twenty years the {w} issued decrees from his castle in the hills.',
  },
  {
    kind: 'noun:10052950',
    definition: 'someone who dresses in the fashion of his youth long after it has passed',
    usage: 'The old {w} still wore a waistcoat and watch chain to the market.',
  },
  {
    kind: 'noun:10062498',
    definition: 'a secret listener to conversations in neighbouring pews at church',
    usage: 'The {w} knew of every betrothal in the parish before the banns were read.',
  },
  {
    kind: 'noun:10073616',
    definition: "a lending library's mender of worn books",   
    usage: 'The {w} worked at a bench in the basement with glue and linen tape.',
  },
];
