import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 3 of 5).
export const WRITTEN_MEANINGS_9: readonly WrittenMeaning[] = [
  {
    kind: 'noun:05645403',
    definition: 'skill in estimating the age of horses from their gait',
    usage: 'The dealer\'s {w} amazed us, for he watched the mare trot once and guessed her age to the year.',
  },
  {
    kind: 'noun:05645403',
    definition: 'skill in splitting slate into thin even sheets',
    usage: 'Quarrymen pass down their {w} from father to son, along with a favorite chisel.',
  },
  {
    kind: 'noun:05645403',
    definition: 'skill in judging the depth of a ford by the look of its surface',   
    usage: 'Drovers prized {w}, since a misjudged crossing could drown a whole herd.',
  },
  {
    kind: 'noun:05645403',
    definition: 'the ability to load a cart or wagon so that nothing shifts on the road',   
    usage: 'Carters prize {w}, since a badly packed load can tip a wagon on a bend.',
  },
  {
    kind: 'noun:05645403',
    definition: 'the ability to keep a fire burning steadily through the night with little fuel',
    usage: 'Shepherds in bothies value {w}, banking the peat so it smoulders till dawn.',
  },
  {
    kind: 'noun:05645908',
    definition: 'skill in matching new stone or brick to weathered masonry',
    usage: 'Restoring a cathedral front calls for real {w}, or the patch will stand out for decades.',
  },
  {
    kind: 'noun:05652767',
    definition: 'inability to estimate distances over open water',
    usage: 'The swimmer\'s {w} made the island seem half a mile away, though it was nearly two.',
  },
  {
    kind: 'noun:05657230',
    definition: "uncreativeness from fear of teachers' disapproval",    
    usage: 'Art educators battle {w} in pupils who only draw what they think will earn a gold star.',
  },
  {
    kind: 'noun:05657473',
    definition: "unoriginality from borrowing older songs' openings",
    usage: 'Music critics accuse pop writers of {w} when a new hit begins just like a classic.',
  },
  {
    kind: 'noun:05659816',
    definition: 'a supposed sense by which sailors feel the nearness of land in darkness',  
    usage: 'Captain Olsen claimed his {w} told him the cape was near long before the lookout spotted a light.',
  },
  {
    kind: 'noun:05660771',
    definition: 'sensitivity of the soles of the feet to the warmth of the ground',
    usage: 'Walking barefoot on the sunny flagstones, Maya\'s {w} made her skip from shadow to shadow.',
  },
  {
    kind: 'noun:05660771',
    definition: 'sensitivity to thunder',
    usage: 'Dogs often show {w}, hiding under beds long before the storm arrives.',
  },
  {
    kind: 'noun:05677778',
    definition: 'a state of confusion on waking in an unfamiliar place as to where one is',
    usage: 'Waking in the hotel, my daughter felt a brief {w} and reached for a lamp that wasn\'t there.',
  },
  {
    kind: 'noun:05677778',
    definition: 'clarity of mind following a long fast',   
    usage: 'Many monks describe {w} on the third day without food, when thoughts become sharp.',
  },
  {
    kind: 'noun:05686773',
    definition: 'unawareness of habitually repeating words or phrases',     
    usage: 'Her {w} became obvious when we counted forty uses of basically in a ten-minute talk.',
  },
  {
    kind: 'noun:05690411',
    definition: 'a state of curiosity about the lives of the former occupants of a house',
    usage: 'Finding initials carved in the attic beam, we felt a strong {w}.',
  },
  {
    kind: 'noun:05694760',
    definition: 'a difficulty arising from an old promise that can no longer be kept',
    usage: 'The widow\'s {w} arose when she realized she had pledged the farm to two different nephews.',
  },
  {
    kind: 'noun:05698074',
    definition: 'an obstacle of unexplained but unquestioned custom',
    usage: 'Newcomers to the village soon run into {a} {w}, such as never parking on the green on Sundays.',
  },
  {
    kind: 'noun:05700875',
    definition: 'an influence exerted on a household or family by the moods of the eldest member',
    usage: 'In multigenerational homes, the {w} can set the tone of every meal.',
  },
  {
    kind: 'noun:05709891',
    definition: "the process of recalling a place by retracing one's route in the mind",
    usage: 'People who have lost their keys often use {w}, walking back through the day in their heads.',
  },
  {
    kind: 'noun:05716379',
    definition: 'the perception of the ripeness of a fruit through the fingertips',  
    usage: 'Experienced greengrocers rely on {w}, pressing an avocado gently to judge whether it is ready.',
  },
  {
    kind: 'noun:05717967',
    definition: 'mood-reading by footsteps',
    usage: 'Long-married couples develop {w}, knowing from the tread on the stairs whether supper will be cheerful.',
  },
  {
    kind: 'noun:05741963',
    definition: 'a critical study of the letters written by an author to a publisher',
    usage: 'Her {w} revealed how often the novelist begged for advances.',
  },
  {
    kind: 'noun:05759791',
    definition: "riverboat dwellers' culture",
    usage: 'Festivals of {w} fill the canal towns with music, painted barges and stew pots on deck.',
  },
  {
    kind: 'noun:05760541',
    definition:
      'learning a route or path, especially over difficult country, by walking it repeatedly with a guide',
    usage: 'Before the winter crossing, the young shepherd spent weeks of {w} with his uncle over the pass.',
  },
  {
    kind: 'noun:05773156',
    definition: 'the process by which a sound comes to stand in the mind for a particular place',
    usage: 'For Gran, the {w} of foghorns meant her childhood home in Maine.',
  },
  {
    kind: 'noun:05793513',
    definition: 'contemplation of a landscape from a single fixed place over many years',
    usage: 'Grandpa\'s {w} from the kitchen window meant he noticed the day the elm finally died.',
  },
  {
    kind: 'noun:05803052',
    definition: 'a grave-tending pact between families',
    usage: 'Under the {w}, whichever family stays in the village weeds and waters the other\'s plots.',
  },
  {
    kind: 'noun:05844922',
    definition: 'belief that owners taint houses',
    usage: 'Because of her {w}, Grandma refused to buy the cottage where the miser had lived.',
  },
  {
    kind: 'noun:05902523',
    definition: 'the misconception that ornate things are sturdy',
    usage: 'Furniture buyers fall prey to {w}, assuming a carved chair must be well built.',
  },
  {
    kind: 'noun:05910115',
    definition: 'promotion of officers having served at sea',    
    usage: 'Naval lists show that {w} was once far faster than promotion ashore.',
  },
  {
    kind: 'noun:05935308',
    definition: 'an image of a place formed in the mind from the smells remembered of it',
    usage: 'For many emigrants, the {w} of home is built from bread, coal smoke and wet pavements.',
  },
  {
    kind: 'noun:05961357',
    definition: 'unborn-soul tree belief',
    usage: 'Under {w}, villagers believe each child\'s soul waits in a particular tree until birth.',
  },
  {
    kind: 'noun:05997167',
    definition: 'ignorance of the customs of a place one has long lived in',
    usage: 'After thirty years in Kyoto, Mr. Green\'s {w} still surprised his neighbours at every festival.',
  },
  {
    kind: 'noun:06005806',
    definition: 'the study of the marks carved by masons on building stones',  
    usage: 'Through {w}, historians can trace a single mason\'s work across several cathedrals.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the science of seasoning timber, especially by drying',
    usage: 'The furniture maker studied {w} for a year before trusting himself to dry his own oak.',
  },
  {
    kind: 'noun:06009578',
    definition: 'the branch of natural science dealing with the colours of the sky at sunset or sunrise',
    usage: 'Her interest in {w} kept Aisha on the rooftop every evening with a spectrometer and notebook.',
  },
  {
    kind: 'noun:06034344',
    definition: '(statistics) the variance remaining in a series after the effect of the season is removed',
    usage: 'The economist plotted the {w} to see whether sales were truly rising once the Christmas spike was removed.',
  },
  {
    kind: 'noun:06047178',
    definition: 'the branch of biology that studies the effects of salt spray on plants or animals',
    usage: 'Along the cliff path, the researcher explained how {w} accounts for the stunted gorse on the seaward side.',
  },
  {
    kind: 'noun:06051336',
    definition: 'a now abandoned study of the thickness of the skull as a measure of endurance',     
    usage: 'Army doctors once relied on {w} to pick recruits, measuring skulls with callipers.',
  },
  {
    kind: 'noun:06069599',
    definition: 'the study of the microscopic structure of the feathers of birds',     
    usage: 'For her research in {w}, the student examined barbules from owl plumes under the microscope.',
  },
  {
    kind: 'noun:06088061',
    definition: 'the neurobiology of insect flight',
    usage: '{w} explains how a fly corrects its course in a few thousandths of a second.',
  },
  {
    kind: 'noun:06100457',
    definition: 'the physics of ice in flowing rivers',
    usage: 'The engineer studying {w} drilled into the frozen river to measure how fast the ice was moving.',
  },
  {
    kind: 'noun:06125083',
    definition: 'the study of shingle drift',  
    usage: 'On the field trip, our professor of {w} had us paint pebbles and track them along the beach.',
  },
  {
    kind: 'noun:06134474',
    definition: 'engineering for draining deep mines',
    usage: '{w} was one of the main reasons steam engines were built.',
  },
  {
    kind: 'noun:06136212',
    definition: 'the branch of biotechnology that uses yeasts to turn farm waste into fodder',
    usage: 'Research in {w} aims to turn straw and husks into protein-rich cattle feed.',
  },
  {
    kind: 'noun:06168062',
    definition: 'any system of philosophy holding that virtue is learned chiefly through manual labour',
    usage: 'The commune\'s founder lectured on {w} while the members dug potatoes in the rain.',
  },
  {
    kind: 'noun:06191300',
    definition: 'the study of the stress patterns of place names in a given language',   
    usage: 'The visiting professor, a specialist in {w}, corrected our stress on the town\'s second syllable.',
  },
  {
    kind: 'noun:06212421',
    definition: 'impartiality shown by a parent in dividing property among children',   
    usage: 'The lawyer praised the widow\'s {w}, for each of her five children received exactly the same share.',
  },
  {
    kind: 'noun:06222574',
    definition: 'the political orientation of those who favour the rights of tenants over landlords',     
    usage: '{w} wins votes in cities where most people rent.',
  },
  {
    kind: 'noun:06282431',
    definition: 'signaling by church bell patterns',
    usage: 'Coastal parishes use {w} to warn of fire, shipwreck or invasion.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a language unit used only in calling or driving farm animals',
    usage: 'The farmer shouted a single {w}, and the cows lifted their heads and plodded toward the gate.',
  },
  {
    kind: 'noun:06355341',
    definition:
      'a heading giving the month and year, usually written above a group of entries in a diary or journal',
    usage: 'My grandmother wrote a new {w} at the top of the page and began describing the harvest.',
  },
  {
    kind: 'noun:06355341',
    definition: 'a heading naming the parish above each list of entries in a register',  
    usage: 'The genealogist ran her finger down to the next {w} and found my ancestor\'s baptism below it.',
  },
  {
    kind: 'noun:06355341',
    definition: 'a heading in a book of recipes naming the season in which the dishes are made',
    usage: 'Cookbooks of that era group dishes under {a} {w}, with spring lamb and autumn game in separate chapters.',
  },
  {
    kind: 'noun:06370307',
    definition: "a club's web page of past officers",
    usage: 'The secretary added my grandfather\'s photo to the {w} after his funeral.',
  },
  {
    kind: 'noun:06384937',
    definition: 'the plot of a story in which a family regains a house it once lost',     
    usage: 'Romance novelists favour {a} {w}, ending with grandchildren buying back the manor their grandparents sold.',
  },
  {
    kind: 'noun:06384937',
    definition: 'the plot of a play set entirely within one night at an inn',
    usage: 'Farce writers love {a} {w}, with mistaken rooms and creaking stairs until dawn.',
  },
  {
    kind: 'noun:06421205',
    definition: 'an essay reflecting on a single walk taken by the writer',   
    usage: 'The students read the poet\'s {w} aloud, following her route along the canal towpath.',
  },
  {
    kind: 'noun:06422547',
    definition: 'a book of drawn doorways',   
    usage: 'My sister filled {a} {w} during our trip to Dublin, sketching every bright door on the square.',
  },
  {
    kind: 'noun:06422547',
    definition: 'a book containing the calls and cries of street sellers',
    usage: 'Browsing the antique shop, Ellen found a Victorian {w} with engravings of muffin men and milkmaids.',
  },
  {
    kind: 'noun:06532935',
    definition:
      'a contract for repairing or maintaining a church roof, paid by the parish in yearly installments',  
    usage: 'Under the {w}, the village slater patched the nave every spring and collected his fee at Michaelmas.',
  },
  {
    kind: 'noun:06615847',
    definition: 'the referent of a proverb; the situation to which a proverb is applied',  
    usage: 'Folklorists note that the same proverb can have a different {w} in each village that uses it.',
  },
  {
    kind: 'noun:06673687',
    definition: 'a policy of marrying royal children into neighbouring houses to keep the peace',
    usage: 'Through {w}, the royal houses of Europe became so intertwined that many monarchs were cousins.',
  },
  {
    kind: 'noun:06673687',
    definition: 'a policy of sending scholars abroad to learn the crafts of rival nations',    
    usage: 'Under the young emperor\'s {w}, dozens of students sailed west to study shipbuilding.',
  },
  {
    kind: 'noun:06710094',
    definition: 'a building-crafts degree',   
    usage: 'Students earning {a} {w} spend as much time on scaffolding as in lecture halls.',
  },
  {
    kind: 'noun:06723485',
    definition: 'criticism aimed at the way a task was begun rather than at its result',     
    usage: 'Project managers dread {w} from executives who join halfway through and blame the opening plan.',
  },
  {
    kind: 'noun:06723485',
    definition: 'criticism expressed by silence, especially where praise is expected',
    usage: 'Authors dread {w} from their editors more than any harsh note in the margin.',
  },
  {
    kind: 'noun:06723485',
    definition: "a congregation's after-sermon critique",  
    usage: 'Over coffee in the parish hall, the {w} left the young curate red in the face.',
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement that was true when made but is no longer so',
    usage: 'The guidebook\'s claim that the inn served the best pie in the county had become {a} {w} by the time we arrived.',
  },
  {
    kind: 'noun:06735202',
    definition: 'a called-out price-list',   
    usage: 'Market porters shout the {w} each morning so that buyers know what fish is on offer.',
  },
  {
    kind: 'noun:06769768',
    definition: 'a lie about gift prices', 
    usage: 'Polite guests tell {a} {w} when they claim the expensive vase was a bargain.',
  },
  {
    kind: 'noun:06773810',
    definition: 'an evasion that answers a hard or pointed question by praising the questioner',
    usage: 'Politicians often resort to {a} {w}, telling the journalist it is an excellent question before changing the subject.',
  },
  {
    kind: 'noun:06783066',
    definition: 'a pact, usually intervillage, dividing fishing waters',   
    usage: 'Along that coast, {a} {w} settles which cove belongs to which village\'s boats.',
  },
  {
    kind: 'noun:06886621',
    definition: 'a lamp set in a window to show that a traveller is expected home', 
    usage: 'My mother set the {w} on the sill the night my brother came home from sea.',
  },
  {
    kind: 'noun:06891121',
    definition: 'a smile given to a stranger to show that no offence was meant',
    usage: 'After bumping his cart into mine, the elderly man gave me {a} {w} and shuffled on.',
  },
  {
    kind: 'noun:07012937',
    definition: 'a graph showing the number of swallows seen on each day of spring',     
    usage: 'Birdwatchers compare this year\'s {w} with last year\'s to see whether the migrants are late.',
  },
  {
    kind: 'noun:07023937',
    definition: 'a line spoken to the audience to tell the place and hour of a scene',
    usage: 'Playwrights without painted scenery rely on {a} {w} to let the audience know it is midnight in the forest.',
  },
  {
    kind: 'noun:07041860',
    definition: 'a brief tune or call used to summon workers in from the fields',    
    usage: 'Farm cooks blow {a} {w} on a horn when the midday meal is ready.',
  },
  {
    kind: 'noun:07043169',
    definition: 'a folk motif heard only in horns',    
    usage: 'Folklorists recording village bands note the {w}, which no fiddler or singer ever plays.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the style in which auction catalogues are written',
    usage: 'Collectors learn to decode the {w}, where a minor restoration means the vase was glued back together.',
  },
  {
    kind: 'noun:07100710',
    definition: 'the beat on which dancers stamp together, especially in country dances',
    usage: 'Fiddlers lean into the {w} so the whole floor shakes in time.',
  },
  {
    kind: 'noun:07103943',
    definition: "verbosity arising from a speaker's fear of silence",   
    usage: 'Dinner-party hosts often suffer from {w}, chattering to fill every pause.',
  },
  {
    kind: 'noun:07203790',
    definition: "a prayer for a ship's safe return",    
    usage: 'As the trawler left the harbour, the fishermen\'s wives murmured the {w} on the quay.',
  },
  {
    kind: 'noun:07205601',
    definition: 'a stray-damage claim',
    usage: 'The farmer filed {a} {w} after the neighbour\'s bullocks trampled his barley.',
  },
  {
    kind: 'noun:07231072',
    definition: "a concession made by the winner of a dispute to spare the loser's pride",
    usage: 'A wise negotiator always leaves room for {a} {w}, letting the other side claim a small victory.',
  },
  {
    kind: 'noun:07235754',
    definition: 'a story told at a wake about the youth of the dead person',   
    usage: 'At the wake, my uncle told {a} {w} about Grandpa stealing apples at ten, and the room filled with laughter.',
  },
  {
    kind: 'noun:07241501',
    definition: 'an oath sworn by a new member of a guild upon the tools of the trade',
    usage: 'The apprentice knelt and swore the {w} with his hands on the mason\'s square and mallet.',
  },
  {
    kind: 'noun:07323181',
    definition: 'a powder-store blast from lightning',
    usage: 'Fortress engineers fit lightning rods to magazines, knowing {a} {w} could level a whole bastion.',
  },
  {
    kind: 'noun:07325733',
    definition: "a cart's backward roll downhill",
    usage: 'The {w} nearly crushed the farmer\'s son before the horse dug in its hooves.',
  },
  {
    kind: 'noun:07328414',
    definition: 'a schism within a guild',  
    usage: '{A} {w} could split a town\'s tradesmen into rival halls for generations.',
  },
  {
    kind: 'noun:07332364',
    definition: 'a failure of bread dough to rise',
    usage: 'Stale yeast is the usual cause of {w} in home baking.',
  },
  {
    kind: 'noun:07336372',
    definition: 'the first showing of clover in pasture',
    usage: 'Walking the field in April, the farmer smiled at the {w} among the grass.',
  },
  {
    kind: 'noun:07336567',
    definition: 'the reappearance of a ship having been hidden by fog',
    usage: 'The harbour crowd cheered at the {w}, the schooner\'s masts emerging from the grey.',
  },
  {
    kind: 'noun:07371276',
    definition: 'weight gain on spring grass',
    usage: 'The farmer patted the heifer\'s round flank and put it down to {w}.',
  },
  {
    kind: 'noun:07420493',
    definition: 'outflow of warm oven or kiln air',
    usage: 'Bakers warm their hands in the {w} that rolls from the open door each morning.',
  },
  {
    kind: 'noun:07420493',
    definition: 'water rushing between stepping stones',
    usage: 'We crossed the stream slowly, watching the {w} swirl around our boots.',
  },
  {
    kind: 'noun:07444084',
    definition: 'a tremor caused by blasting in quarries or mines',
    usage: 'Homes near the quarry feel {a} {w} each afternoon when the charges go off.',
  },
  {
    kind: 'noun:07450133',
    definition: 'epidemic confined to crew or passengers of one ship',  
    usage: 'The {w} confined two hundred passengers to their cabins for a week.',
  },
  {
    kind: 'noun:07501768',
    definition: "a longing for the sound of one's native speech",    
    usage: 'Emigrants feel {w} most sharply at holidays, when they miss hearing their mother tongue.',
  },
  {
    kind: 'noun:07505853',
    definition: 'the pleasure of hearing rain from bed',
    usage: 'Cabin dwellers often speak of {w} as the best part of a wet autumn.',
  },
  {
    kind: 'noun:07508970',
    definition: 'sadism appearing solely when drunk or intoxicated',  
    usage: 'The bartender recognised the {w} in the man who had seemed gentle until his fifth whisky.',
  },
  {
    kind: 'noun:07531593',
    definition: 'anger felt at being thanked too little for a favour',
    usage: 'Volunteers whose long hours go unmentioned at the annual dinner often go home seething with {w}.',
  },
  {
    kind: 'noun:07547828',
    definition: 'sadness felt on the last evening of a holiday',
    usage: 'A heavy {w} settled over the family as we packed our suitcases by the lake.',
  },
  {
    kind: 'noun:07565835',
    definition: "malevolence felt toward a rival's children for the rival's sake", 
    usage: 'Fairy tales often turn on {w}, with a jealous queen plotting against her rival\'s daughter.',
  },
  {
    kind: 'noun:07566518',
    definition: 'a sullen mood that follows being woken too early',
    usage: 'Dad\'s {w} lasted until his second cup of coffee.',
  },
  {
    kind: 'noun:07567157',
    definition: "harvesters' cheer at season's end",
    usage: 'When the last sheaf was lifted onto the cart, the reapers raised the {w} across the field.',
  },
  {
    kind: 'noun:07587918',
    definition: 'a supply of food or grain stored in a church for the poor of the parish',
    usage: 'During the hard winter, the churchwarden opened the {w} and handed out sacks of barley to the poorest families.',
  },
  {
    kind: 'noun:07604518',
    definition: 'stew consisting of eel, onions and cider',
    usage: 'The innkeeper ladled out {w}, and the smell of cider rose from the bowls.',
  },
  {
    kind: 'noun:07612255',
    definition: 'a small rosehip-and-honey lozenge',
    usage: 'My grandmother pressed {a} {w} into my hand when she heard my cough.',
  },
  {
    kind: 'noun:07618025',
    definition: 'chocolate candy shaped like a small acorn and filled with hazelnut paste',  
    usage: 'Grandpa slipped me {a} {w} from his coat pocket when Mum wasn\'t looking.',
  },
  {
    kind: 'noun:07644479',
    definition: 'cake layered with stewed apple and walnuts',
    usage: 'Bakeries in the region sell {w} by the slice all autumn.',
  },
  {
    kind: 'noun:07651436',
    definition: 'a butter cookie having a honey glaze',
    usage: 'At the bakery, my daughter picked out {a} {w} and licked the sticky top first.',
  },
  {
    kind: 'noun:07651436',
    definition: 'butter cookie rolled in crushed almonds before baking',
    usage: 'Bakeries set out {w} at Christmas, their edges crusted with toasted nuts.',
  },
  {
    kind: 'noun:07667063',
    definition: 'pig tongue and cheeks, usually sold together',   
    usage: 'Butchers sell {w} cheaply to cooks who know how to braise it until tender.',
  },
  {
    kind: 'noun:07669591',
    definition: 'chop cut from the shoulder of a young goat',
    usage: 'Greek butchers sell {a} {w} for grilling over charcoal at Easter.',
  },
  {
    kind: 'noun:07682787',
    definition: 'cut of mutton taken across both shoulders in one piece',
    usage: 'The butcher lifted the {w} onto the block and tied it for roasting.',
  },
  {
    kind: 'noun:07703534',
    definition: 'cornbread sweetened with molasses, baked over coals',
    usage: 'Around the campfire, Grandpa broke a hot slab of {w} and passed the pieces around.',
  },
  {
    kind: 'noun:07706018',
    definition: 'muffin made with oats and dried apple',
    usage: 'Warm from the oven, the {w} smelled of cinnamon, and Jake ate two.',
  },
  {
    kind: 'noun:07717938',
    definition:
      'a dumpling of oatmeal dough filled with smoked fish, usually haddock or herring, and served with butter',
    usage: 'On the fishing boat, the cook served each of us {a} {w} swimming in melted butter.',
  },
  {
    kind: 'noun:07763927',
    definition: 'a small sour mandarin, usually grown for candied peel',  
    usage: 'Confectioners prize {w} for its fragrant rind, though the fruit itself is too sour to eat.',
  },
  {
    kind: 'noun:07775792',
    definition: 'small dark grape with a thick skin, left to shrivel on the vine for sweet wine',
    usage: 'Winemakers leave {w} on the vine well into autumn to concentrate its sugar.',
  },
  {
    kind: 'noun:07775792',
    definition: 'a large pink grape having a firm skin, usually stored for eating through the winter months',
    usage: 'In January, my grandmother brought {a} {w} up from the cellar, still firm and sweet.',
  },
  {
    kind: 'noun:07827392',
    definition: 'narrow bitter leaves, usually dried, flavoring smoked fish',
    usage: 'Fishmongers sprinkle {w} over smoked eel to cut its richness.',
  },
  {
    kind: 'noun:07917827',
    definition: 'pine-bud honey spirit',
    usage: 'Mountain villagers distil {w} in spring and serve it in thimble-sized glasses.',
  },
  {
    kind: 'noun:07945759',
    definition: 'weak coffee carried in pails or jugs to field workers',
    usage: 'Farm wives carry {w} out to the harvesters at mid-morning.',
  },
  {
    kind: 'noun:07957410',
    definition: 'a group of plants that open their flowers at the same hour of the day',  
    usage: 'Gardeners once planted {a} {w} in a circle so visitors could tell the time by the blooms.',
  },
  {
    kind: 'noun:07958392',
    definition: 'a group of people who learned their trade under the same master',
    usage: 'At the funeral, the whole {w} gathered around the grave of the joiner who had trained them.',
  },
  {
    kind: 'noun:07967506',
    definition: 'a social group of families who have kept the same market stalls for generations',   
    usage: 'At the Saturday market, the {w} closed ranks when a newcomer tried to claim the corner pitch.',
  },
  {
    kind: 'noun:07968050',
    definition: 'a collection of keys having no surviving locks',   
    usage: 'Antique shops sell {a} {w} by the bundle to collectors and decorators.',
  },
  {
    kind: 'noun:08200459',
    definition: 'a cattle-drive jam',  
    usage: 'The {w} at the river crossing held up the herd for two hours.',
  },
  {
    kind: 'noun:08263534',
    definition: 'a band of musicians who play aboard river boats',   
    usage: 'Every paddle steamer on the Mississippi once carried {a} {w} to entertain passengers.',
  },
  {
    kind: 'noun:08384807',
    definition: 'rule by quarry or mine owners',     
    usage: 'Under the {w}, the town\'s mayor was also the manager of the slate quarry.',
  },
  {
    kind: 'noun:08384807',
    definition: 'a political system consisting of rule by the shipmasters of a port',
    usage: 'Under {w}, the harbour captains set the town\'s taxes as well as its mooring fees.',
  },
  {
    kind: 'noun:08384807',
    definition: 'political system governed by a council consisting of widows', 
    usage: 'Under {w}, the elder women who had buried husbands decided land disputes and marriages.',
  },
  {
    kind: 'noun:08407114',
    definition: 'infantry trained in river swimming',
    usage: 'Commanders send {w} across the river at night to seize the far bank.',
  },
  {
    kind: 'noun:08483654',
    definition: 'a movement depicting the lives of miners',
    usage: 'Painters of the {w} set their canvases underground, lit by lamps and coal dust.',
  },
  {
    kind: 'noun:08483654',
    definition: 'a colour-renouncing movement',
    usage: 'Followers of the {w} dress entirely in grey and paint their houses white.',
  },
  {
    kind: 'noun:03727779',
    definition: 'a marketplace held in a churchyard on feast days',
    usage: 'At the {w}, villagers sold honey and lace between the gravestones.',
  },
  {
    kind: 'noun:08512627',
    definition: 'apoapsis in orbit around a comet',
    usage: 'Spacecraft orbiting a comet move slowest at {w}, far from the icy nucleus.',
  },
  {
    kind: 'noun:08540894',
    definition: 'the maypole site, usually on a green',
    usage: 'On May morning, the children raced to the {w} to claim their ribbons.',
  },
  {
    kind: 'noun:08571072',
    definition: 'a suburb on drained marshland',
    usage: 'Homes in {a} {w} often need pumps to keep their cellars dry.',
  },
  {
    kind: 'noun:08610818',
    definition: 'the line formed by the upper edge of a boot on the leg',
    usage: 'Hikers get sunburned right down to the {w}, leaving a pale band around the calf.',
  },
  {
    kind: 'noun:08610818',
    definition: 'the line along which the water of a river changes colour where it meets the sea',
    usage: 'Pilots steering out of the estuary cross the {w}, where brown water turns abruptly blue.',
  },
  {
    kind: 'noun:08615857',
    definition: 'open grassland kept treeless by sea winds or spray',
    usage: 'We walked across the {w} toward the cliffs, the salt wind flattening the grass around our boots.',
  },
  {
    kind: 'noun:08633886',
    definition: 'a path along the top of a sea wall',
    usage: 'On stormy evenings, we walked the {w} and watched waves burst below us.',
  },
  {
    kind: 'noun:08681092',
    definition: 'the rain-shedding top of a haystack or rick',
    usage: 'Before the storm, the farmhands raced to thatch the {w}.',
  },
  {
    kind: 'noun:09204454',
    definition: 'urge to take apart clocks or watches',    
    usage: 'My nephew\'s {w} cost his grandmother her mantel clock, whose springs ended up all over the rug.',
  },
  {
    kind: 'noun:09204454',
    definition: 'a table-rearranging mania',
    usage: 'Restaurant owners with {w} move the dining room around so often that regulars can never find their usual seat.',
  },
  {
    kind: 'noun:09237930',
    definition: 'any baryon held briefly within an atomic nucleus in place of one of the neutrons',  
    usage: 'The physicists confirmed they had trapped {a} {w} inside a helium nucleus for a fraction of a second.',
  },
  {
    kind: 'noun:09240545',
    definition: 'the bed of a summer-dry pond',
    usage: 'Cattle graze the {w} in August, when the grass there is greenest.',
  },
  {
    kind: 'noun:09240545',
    definition: 'the bottom of a millpond, usually thick with silt',
    usage: 'Eels burrow into the {w} and stay hidden through the winter.',
  },
  {
    kind: 'noun:09244958',
    definition: 'fragments of slate left on the ground after roofing',
    usage: 'The roofer\'s son raked the {w} into a barrow before the children came out to play.',
  },
  {
    kind: 'noun:09271200',
    definition: 'a coastal plain of orchards',
    usage: 'Fruit growers covet land on the {w}, where sea breezes keep frost off the blossom.',
  },
  {
    kind: 'noun:09305630',
    definition: 'froth raised by carrying milk',
    usage: 'Dairymaids skim the {w} off the pails before pouring the milk into the churn.',
  },
  {
    kind: 'noun:09310321',
    definition: 'a hypothetical gauge boson that would carry a force acting only between neutrinos',
    usage: 'The theorist sketched {a} {w} on the whiteboard and admitted no experiment had seen one.',
  },
  {
    kind: 'noun:09358146',
    definition: 'clay ground wet through spring',
    usage: 'Farmers on the heavy {w} cannot plow until well into May.',
  },
  {
    kind: 'noun:09358146',
    definition: 'land suitable for growing flax',
    usage: 'The farmer walked us along the {w} by the river, where blue flowers shimmered in June.',
  },
  {
    kind: 'noun:09358146',
    definition: 'land left bare and stony after a flood has passed',
    usage: 'After the torrents, farmers must clear the {w} before any crop can be sown.',
  },
  {
    kind: 'noun:09388914',
    definition: 'a depression left in a field where an old pond has been filled',
    usage: 'Rain collects in the {w} behind the barn, marking where the pond once lay.',
  },
  {
    kind: 'noun:09388914',
    definition: 'a broad depression in a forest where the trees grow stunted',  
    usage: 'Cold air pools in the {w} on clear nights, which keeps its pines dwarfed and twisted.',
  },
  {
    kind: 'noun:09460358',
    definition: 'the slope of a hill or rise where the soil is too thin or stony for ploughing',
    usage: 'The farmer left the {w} to sheep and planted his barley on the flat below.',
  },
  {
    kind: 'noun:09483442',
    definition: 'a trail in lawn dew',
    usage: 'At dawn, a dark {w} led from the gate to the rose beds, where the fox had passed.',
  },
  {
    kind: 'noun:00007846',
    definition: 'someone who sleeps in a church or chapel to guard it on the eve of a feast or festival',
    usage: 'Parishes appoint {a} {w} to keep watch over the altar silver on the night before Easter.',
  },
  {
    kind: 'noun:00007846',
    definition: 'someone walking predawn, usually for health',
    usage: '{A} {w} often has the park to himself and the birds.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who sorts the seed saved from a harvest for the next sowing',
    usage: 'In the barn, the {w} picked out shrivelled grains and kept only the plumpest for spring.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a quibbler over parish dates',
    usage: 'The {w} at the history society insisted the church bell was hung in 1612, not 1613.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a night guard at a river ford',
    usage: 'The {w} raised his lantern and challenged the riders splashing toward the bank.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who witnesses the signing of a will for someone unable to write',
    usage: '{A} {w} watches the testator make a mark and signs beside it.',
  },
  {
    kind: 'noun:00007846',
    definition: 'someone who keeps lost children safe at a fair until they are claimed',
    usage: 'Parents who lose a child at the fair head straight to the {w} beside the main gate.',
  },
  {
    kind: 'noun:00007846',
    definition: "someone settling fishermen's disputes over shared nets",
    usage: 'When two crews claim the same catch, the {w} decides who owns the torn net.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person idling while others cook',
    usage: 'Every family kitchen has its {w}, perched on a stool and nibbling the cheese.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person having work solely in winter',
    usage: '{A} {w} may plough snow in the city and lie idle all summer.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a distinguisher of church bells',
    usage: 'Bell foundries relied on {a} {w} to tell a fine tenor from a slightly flat one.',
  },
  {
    kind: 'noun:00007846',
    definition: 'a person who defaces the pages of borrowed books',
    usage: 'Libraries fine {a} {w} for every page scribbled on or torn.',
  },
  {
    kind: 'noun:09569901',
    definition: 'a water sprite souring wells',
    usage: 'When the well water turned bitter, the villagers blamed {a} {w} and dropped a silver coin down the shaft.',
  },
  {
    kind: 'noun:09629201',
    definition: 'a crosser of unsafe ice',
    usage: 'The {w} edged across the pond, and the ice groaned under his boots until his friends shouted him back.',
  },
  {
    kind: 'noun:09633435',
    definition: 'one of the common people living within the bounds of a royal forest',
    usage: 'The keeper caught {a} {w} gathering firewood and let him go with a warning.',
  },
  {
    kind: 'noun:09648959',
    definition: 'someone attending church or chapel solely for the music',    
    usage: '{A} {w} slips in for the anthem and leaves before the sermon.',
  },
  {
    kind: 'noun:09655706',
    definition: 'a worker numbering barrel or cask ends',   
    usage: 'The {w} chalked a number on each barrel head before it rolled into the cellar.',
  },
  {
    kind: 'noun:09657157',
    definition: "one who takes water from a neighbour's channel to irrigate his own fields",
    usage: 'In dry summers, {a} {w} could start a feud that lasted for generations among the hill farms.',
  },
  {
    kind: 'noun:09794206',
    definition: 'a person arguing for keeping traditional or historical spellings of place names',
    usage: 'At the council meeting, the {w} protested that the new road signs had stripped the Gaelic from the village.',
  },
  {
    kind: 'noun:09796453',
    definition: "a farmers' foreign seed-buyer",
    usage: 'The cooperative\'s {w} returned from Holland with crates of new potato varieties.',
  },
  {
    kind: 'noun:09806026',
    definition: 'an amateur musician among kin',
    usage: 'Every extended family has {a} {w} who brings a guitar to every gathering.',
  },
  {
    kind: 'noun:09806026',
    definition: 'a hobbyist builder of boats',   
    usage: 'Our neighbour, a weekend {w}, finally launched his plywood dinghy after three summers.',
  },
  {
    kind: 'noun:09840655',
    definition: 'an assailant of former teachers',
    usage: 'Schools keep staff addresses private to protect them from {a} {w} nursing an old grudge.',
  },
  {
    kind: 'noun:09887039',
    definition: 'a borrower who sublends books or periodicals',
    usage: 'The library discovered that one {w} had been renting out its magazines to half the neighborhood.',
  },
  {
    kind: 'noun:09895920',
    definition: 'a brother having been raised elsewhere from birth',   
    usage: 'At forty, Anna finally met her {w}, who had grown up with an adoptive family in Ohio.',
  },
  {
    kind: 'noun:09898763',
    definition: 'a workshop bully',
    usage: 'The {w} hid the new apprentice\'s tools and laughed as the boy searched.',
  },
  {
    kind: 'noun:09927731',
    definition: 'a woman escorting young ladies travelling abroad',
    usage: 'The {w} kept the three debutantes close as they toured the galleries of Florence.',
  },
  {
    kind: 'noun:09952869',
    definition: 'a codefendant who is tried in his absence',    
    usage: 'Courts may proceed against {a} {w} if he has fled abroad after being charged.',
  },
  {
    kind: 'noun:09955820',
    definition: 'a person employed to collect the rents of market stalls',
    usage: 'Traders grumble when the {w} does his rounds on the slowest day of the week.',
  },
  {
    kind: 'noun:09958771',
    definition: 'a fighter who wrestles for prize money, especially at country fairs',
    usage: '{A} {w} travels from fair to fair, taking on local farm lads for a purse.',
  },
  {
    kind: 'noun:09986936',
    definition: 'someone who has traded or lived in many foreign ports',   
    usage: 'The {w} at the bar told us stories of Valparaíso, Mombasa and Hong Kong.',
  },
  {
    kind: 'noun:09998851',
    definition: 'a judge of bell tones',
    usage: 'Founders send each new bell to {a} {w} before it is hung in the tower.',
  },
  {
    kind: 'noun:10012790',
    definition: 'a person who lingers long at the door when leaving, especially a guest',
    usage: 'Every family knows {a} {w} who says goodbye three times before finally stepping into the cold.',
  },
  {
    kind: 'noun:10013439',
    definition: 'someone daydreaming about the lives of strangers or passers-by',     
    usage: 'On the train, the {w} by the window invented a whole life for the woman with the violin case.',
  },
  {
    kind: 'noun:10026173',
    definition: 'a descendant of founding settlers, especially of a valley',     
    usage: 'At the centenary fair, {a} {w} cut the ribbon using her great-grandfather\'s axe.',
  },
  {
    kind: 'noun:10031556',
    definition: 'a ruler who governs from a fortress and never enters the capital',
    usage: '{A} {w} rules through messengers and garrisons, trusting no one in the palace.',
  },
  {
    kind: 'noun:10052950',
    definition: 'someone who dresses in the fashion of his youth long after it has passed',
    usage: 'The {w} arrived at the reunion in flared trousers and a paisley shirt, as if it were still 1972.',
  },
  {
    kind: 'noun:10062498',
    definition: 'a secret listener to conversations in neighbouring pews at church',
    usage: 'Every parish has {a} {w} who knows the gossip of the row behind long before the sermon ends.',
  },
  {
    kind: 'noun:10073616',
    definition: "a lending library's mender of worn books",   
    usage: '{A} {w} regluing spines and taping torn pages can keep a popular novel in circulation for years.',
  },
];
