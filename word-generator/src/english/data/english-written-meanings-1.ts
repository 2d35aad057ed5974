import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes (written-meaning.ts), first half of the kinds.
export const WRITTEN_MEANINGS_1: readonly WrittenMeaning[] = [
  // device
  {
    kind: 'noun:03187746',
    definition:
      'a cranked drum or reel used for paying out and winding back a measuring chain, especially in surveying', usage: 'Surveyors wind the chain back onto {a} {w} after each measurement.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a wooden frame used for holding a fleece taut so that burrs or seeds can be picked out',
    usage: 'Grandmother stretched the fleece on the {w} and picked out thistle seeds with her fingers.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clamp fitted to the rung of a ladder to hold a bucket of paint at any angle',  
    usage: 'House painters fit {a} {w} to the ladder so they can keep one hand on the brush and the other on the rail.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung hook used for hot bricks',
    usage: 'The baker lifted the glowing brick from the oven with {a} {w} and set it in the warming pan.',
  },
  {
    kind: 'noun:03187746',
    definition: "a small lever press for stamping a dairy's mark onto pats of butter", usage: 'Dairies once used {a} {w} to print a thistle onto every pat.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted arm on a pulley that closes a sheep hurdle behind the last animal through', usage: 'As the last ewe trotted through, the {w} swung down and shut the gate with a clatter.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a hinged lever for raising tongued floorboards',   usage: 'Electricians carry {a} {w} to raise boards without splitting their tongues.',
  },
  { kind: 'noun:03187746', definition: 'a multiple needle-threader for sailmakers',     usage: 'Sail lofts keep {a} {w} on the bench to ready several needles at once.' },
  {
    kind: 'noun:03187746',
    definition: 'a small foot-operated press for extracting oil from a handful of olives or nuts at a time', usage: 'Farm households in the hills keep {a} {w} for pressing just enough oil for supper.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a ratcheted device used for drawing the ends of a fractured bone into line, as a preliminary to splinting',
    usage: 'The army surgeon clicked the {w} tighter until the broken shin lay straight, then reached for the splints.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a frame of wire loops for holding many wet hats in shape while they dry',  usage: 'After the rainy parade, the milliner hung the soaked bonnets on the {w} to dry.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a device for judging the dampness of a haystack or rick by the warmth of a probe pushed into it', usage: 'Farmers push {a} {w} into the rick to check that it isn\'t heating up and likely to catch fire.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device that cuts candle wicks to a set length as they are unwound from the reel', usage: 'At the chandlery, the apprentice fed cotton from the reel through the {w} and caught the neat lengths in a basket.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a boxed mechanism on a mill shaft that tallies the sacks ground by counting turns of the stone', usage: 'At the end of the day the miller read the {w} and chalked the total on the door.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a hooked pole with a trigger for cutting mistletoe from the tops of old apple trees',   usage: 'Before Christmas, Grandpa used the {w} to snip bunches of mistletoe from the orchard\'s tallest trees.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted pendulum used for recording the sway of a tall chimney or tower in high wind', usage: 'During the gale, the engineer climbed the chimney to read the {w} and note how far the top had moved.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a set of sprung rollers for wringing water from a fishing net as it is hauled', usage: 'Trawler crews feed the net through {a} {w} so it comes aboard lighter.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a weighted flap in the door of a bread oven, used for checking the color of the crust without opening the door',
    usage: 'Bakers lift the {w} to peek at the loaves without letting the heat escape.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a treadle device used for splitting blocks of slate into sheets of even thickness',   usage: 'Quarry workshops kept {a} {w} beside each bench so a worker could split roofing stone with his foot.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a padded frame for holding a newborn calf upright while it first feeds',
    usage: 'Dairy farmers use {a} {w} when a weak calf cannot stand long enough to suckle.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a ratchet clamp for rafters',
    usage: 'Roofers use {a} {w} to hold each timber in place while the nails are driven home.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a stand having a counterweight, used for holding a heavy bell during replacement of the clapper',     usage: 'Bell hangers lower the bell onto {a} {w} before removing the worn clapper.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a geared device for turning a cheese on its shelf without lifting it', usage: 'In large aging cellars, {a} {w} lets one worker flip heavy wheels without straining his back.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a weighted wheel rolled along the edges of a newly tarred road, used for pressing grit or gravel into the surface',  usage: 'The road crew pushed the {w} along the verge, pressing gravel into the fresh tar.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device pushed along the ground, used for dropping a measure of lime into planting holes',  usage: 'Planters push {a} {w} along each row so every hole gets the same dose of lime.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a hand-cranked device used for splitting osier or willow rods into three even strips for basketwork',
    usage: 'Basket makers feed willow rods through {a} {w} to produce thin, even skeins.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a lever device used for lifting a millstone enough to clear the grain from beneath it',    usage: 'Millers use {a} {w} to raise the upper stone when it jams.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a screw-driven frame for straightening warped boards by gradual pressure',   usage: 'Cabinetmakers clamp a warped tabletop in {a} {w} and tighten it a little each day.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a float that trips a catch to open a cellar drain when flood water rises',     
    usage: 'Riverside houses fit {a} {w} so rising water opens the cellar drain automatically.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a revolving rack of hooks for turning drying tobacco leaves toward the sun',  usage: 'Every afternoon, Grandpa gave the {w} a quarter turn so the leaves cured evenly.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clockwork device that opens the door of a hen house at first light', usage: 'At dawn the {w} clicked, the little door slid up, and the hens tumbled out into the yard.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung device that plucks a harp or lyre string during tuning, leaving both hands free',    usage: 'Harp technicians clip {a} {w} to the frame so they can turn the pegs with both hands.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device used for testing the seal of a preserving jar or bottle by drawing air from it', usage: 'Home canners use {a} {w} to check that every lid is sealed tight.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a cranked wheel for twisting several strands of wire into a fence cable',     usage: 'The farmhand turned the handle of the {w} until three strands had twisted into one tight cable.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted frame used for steadying a ladder against a haystack',     usage: 'The farmhand set the {w} at the foot of the rick before climbing up with the thatch.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a small bellows used for blowing powdered lime or a similar caustic dust into rat burrows', usage: 'The ratcatcher pumped his {w} into the hole by the granary.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clamp with a dial for measuring how far a green log shrinks as it dries',
    usage: 'Sawmill workers fit {a} {w} to a freshly cut log to track how much it shrinks.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a foot-operated device for tipping a full churn so that the milk runs out slowly', usage: 'Dairy hands use {a} {w} to pour milk evenly into the cooler without lifting the heavy can.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a toothed device for cutting the wax cappings from one side of a honeycomb at a stroke',     usage: 'Laying the frame on the tray, the beekeeper ran the {w} down it in one sweep.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a trough having a rocking paddle, used for washing sand or grit out of shellfish', usage: 'Mussel farmers tip each catch into {a} {w} before it goes to market.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a pair of wooden jaws used for gripping a pig trotter so that the hoof or claw can be removed',  usage: 'Butchers clamp the trotter in {a} {w} before prising off the hoof.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a chimney-brush winch', usage: 'The sweep cranked the {w}, and the brush scraped its way up toward the rooftop.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung arm that pushes each new sheet of glass against a cutting wheel',   usage: 'Glass-cutting benches use {a} {w} so each sheet meets the wheel with the same pressure.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device that rings a small bell when a fishing net is snagged on the bottom',   usage: 'Trawlermen rig {a} {w} so they hear at once when the net catches on a wreck.',
  },
  { kind: 'noun:03187746', definition: 'a geared frame for winding a clock weight back up a deep shaft',  usage: 'Each Sunday, the caretaker cranked the {w}, hauling the heavy weight back up the tower shaft.' },
  {
    kind: 'noun:03187746',
    definition: 'a clamp for holding a bottle steady while a label is glued around it',    usage: 'The brewer locked each bottle in the {w} and smoothed the wet label around it.',
  },
  { kind: 'noun:03187746', definition: 'a sail-rolling crank drum',  usage: 'The skipper wound the {w}, and the jib rolled neatly round the forestay.' },
  { kind: 'noun:03187746', definition: 'a metal arm for steadying a violin bow while its hair is replaced',    usage: 'The luthier clamped the bow into the {w} and began pulling out the old, frayed horsehair.' },
  {
    kind: 'noun:03187746',
    definition: 'a sprung frame that releases a bale of straw from a loft when a cord is pulled',    usage: 'When the farmhand tugged the cord, the {w} dropped a bale of straw into the stall below.',
  },
  { kind: 'noun:03187746', definition: 'a weighted arm spreading nets', usage: 'The deckhand swung the {w} outboard, and the net opened behind the boat.' },
  { kind: 'noun:03187746', definition: 'a screw device for drawing a broken wooden tap out of a cask',  usage: 'Cellarmen keep {a} {w} handy for the day a wooden spigot snaps in the barrel.' },
  {
    kind: 'noun:03187746',
    definition: 'a clockwork device that stirs a pot of jam at intervals as it cools', usage: 'Grandma wound the {w}, set it over the pot of plum jam, and went out to feed the hens.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a rack with sprung clips for holding drawings flat while their ink dries',  usage: 'The draughtsman clipped the finished plans to the {w} and went for a cup of tea.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a frame that holds a row of stakes upright and in line while they are driven in',  usage: 'The farmhands set the {w} along the line and drove each post in neatly.',
  },
  { kind: 'noun:03187746', definition: 'a small hand mill for cracking hemp seed for bird feed',     usage: 'Bird fanciers keep {a} {w} on the shelf to crack seed for their finches.' },
  {
    kind: 'noun:03187746',
    definition: 'a treadle-worked device used for pumping the bilge of a small boat during rowing',
    usage: 'As the waves slopped in, Finn worked the {w} with one foot and kept pulling on the oars.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a bracket that holds a lantern out over the water to draw fish at night',  usage: 'After dark, the fisherman hung his lamp from the {w}, and silver shapes gathered in the glow.',
  },
  { kind: 'noun:03187746', definition: 'a cranked device for lowering a hive of bees from a high branch',    usage: 'The beekeeper hooked the {w} over the branch and wound the swarm slowly down into the box.' },
  {
    kind: 'noun:03187746',
    definition: 'a set of calibrated weights hung from a rope or cable to test the breaking strain',     usage: 'The riggers hung the {w} from the new crane cable and waited to see whether it would snap.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a wooden press for flattening wet hides before they are hung to dry',   usage: 'The apprentice cranked the {w} until water streamed from the hides onto the floor.',
  },
  // ill health
  {
    kind: 'noun:14075528',
    definition:
      'a chronic inflammation of the skin between the fingers; common among those who work with wet clay',   usage: 'After a month at the wheel, the pottery student developed {w} and had to wear gloves.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful swelling of the tendons of the forearm; a complaint of poultry pluckers',   usage: 'By the end of the Christmas rush, the plucker\'s {w} was so bad she could not grip a cup.',
  },
  { kind: 'noun:14075528', definition: 'a wasting of the small muscles of the hand seen in old rope makers',     usage: 'Examining the hollow spaces between the retired rope maker\'s knuckles, the doctor diagnosed {w}.' },
  {
    kind: 'noun:14075528',
    definition: 'a recurring fever marked by aching of the jaw or teeth and loss of appetite',   usage: 'In damp lowland districts, {w} returned every autumn, leaving sufferers unable to chew or eat.',
  },
  {
    kind: 'noun:14075528',
    definition: 'an irritation of the eyelids, usually caused by working in flour dust',   usage: 'Bakers who work at night are prone to {w} and rinse their eyes at the end of each shift.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a stiffening of the knees and hips brought on by years of work in cold dairies', usage: 'Grandma blamed her {w} on forty winters of milking before dawn.',
  },
  { kind: 'noun:14075528', definition: 'a persistent cough from dried hop dust', usage: 'Workers in the hop kilns develop {w} after years of breathing the fine powder.' },
  {
    kind: 'noun:14075528',
    definition:
      'a chronic soreness of the gums having a greenish line at the margin, seen especially in brass polishers', usage: 'Factory inspectors found {w} common among workers who polished brass fittings all day.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a swelling of the eyelids among children who sleep in smoky cottages',    usage: 'The visiting doctor saw {w} in half the children of the glen and urged the parents to fit chimneys.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful cracking of the skin of the heels in those who go barefoot',     usage: 'Beach vendors who walk barefoot on hot sand all summer often suffer {w}.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a giddiness and ringing in the ears suffered by bell ringers after long peals',   usage: 'Tower captains warn novices about {w}, advising them to sit in silence before descending the ladder.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a numbness and whitening of the fingertips from long hours of packing fish in ice',  
    usage: 'Women on the fish quays suffer {w} by the end of each herring season.',
  },
  { kind: 'noun:14075528', definition: 'a slow hardening of the cartilage of the outer ear', usage: 'The doctor felt my grandfather\'s stiff ear and diagnosed {w}.' },
  {
    kind: 'noun:14075528',
    definition: 'nail fungus of fish gutters',    usage: 'At the harbor clinic, the nurse recognized {w} from the crumbling nails of the cannery worker.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a weakness of the lower back and knees, usually from years of planting rice by hand', usage: 'The village doctor treated the farmer\'s {w} with herbal plasters and told him to rest from the paddies.',
  },
  {
    kind: 'noun:14075528',
    definition:
      'a chronic itching of the wrists and forearms, especially common in men who unload coal from barges',     usage: 'The bargemen\'s doctor recognized {w} from the raw, scratched forearms of the coal heaver.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a poisoning caused by eating bread made from flour stored beside lamp oil', usage: 'Village doctors recognize {w} by the kerosene smell on a patient\'s breath.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful swelling of the front of the shin (especially of ploughmen on heavy clay)',    usage: 'After a week of ploughing the heavy field, my grandfather limped home with {w}.',
  },
  {
    kind: 'noun:14075528',
    definition:
      'an inflammation of the throat with loss of voice; caught from breathing the steam of dye vats',    usage: 'After a week over the indigo vats, the apprentice came down with {w} and could only whisper.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a recurring pain in the ribs caused by a fracture that healed badly, usually years earlier',    usage: 'Every damp morning, the old sailor\'s {w} reminded him of the fall from the rigging.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a chronic inflammation of the nasal passages caused by dust from ground pepper or mustard', usage: 'Spice mill workers often develop {w} and sneeze through their shifts.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a stiffening of the jaw and neck brought on by long hours of carrying loads on the head',   usage: 'Porters who carry goods on their heads often develop {w} by middle age.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a mild infection of the skin of the forearms caught from handling wet hides', usage: 'Tannery workers often get {w} on their forearms and wear long gloves to avoid it.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a slow swelling of the ankles with aching in those who stand all day at a loom',    usage: 'Mill doctors treated {w} among weavers with rest and raised feet.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a rash of small blisters on the hands caused by handling cut chrysanthemums',     usage: 'After a busy Mother\'s Day, the florist showed the doctor her {w} and promised to wear gloves.',
  },
  {
    kind: 'noun:14075528',
    definition: 'repeated nosebleeds and headache brought on by heat, as in tobacco drying sheds',     usage: 'After a week in the curing barn, the farmhand developed {w} and was sent home to rest.',
  },
  { kind: 'noun:14075528', definition: 'sore cracked lips of glassblowers', usage: 'Glassblowers rub lanolin on their mouths to prevent {w} during long shifts at the pipe.' },
  {
    kind: 'noun:14075528',
    definition: 'a chronic aching of the ankles or shins caused by years of walking on steep slopes', usage: 'Hill shepherds accept {w} as the price of a life spent climbing after sheep.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a persistent aching of the teeth in confectioners and sugar tasters', usage: 'Years of tasting fondant gave many confectioners {w} that no dentist could cure.',
  },
  { kind: 'noun:14075528', definition: 'a form of bronchitis caught by miners working in wet shafts',   usage: 'Miners who work in wet seams often develop {w}, coughing through the winter.' },
  {
    kind: 'noun:14075528',
    definition: 'an inflammation of the shoulder joint from carrying loads always on the same side',   usage: 'The water carrier\'s {w} forced him to switch the yoke to his other shoulder.',
  },
  { kind: 'noun:14075528', definition: 'a chronic redness of the eyes in those who work near lime kilns',   usage: 'The old kiln worker\'s {w} made his eyes look permanently raw.' },
  {
    kind: 'noun:14075528',
    definition: 'a recurring infection of the skin of the feet that follows the treading of grapes', usage: 'By the end of the harvest, the winemaker\'s daughter had {w} once more and soaked her feet in brine.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a lingering weakness of the legs and loss of appetite after a bout of river fever', usage: 'Patients recovering from river fever often suffer {w}, struggling on the stairs and pushing food away.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful splitting of the skin of the fingertips in those who pick fruit in frost', usage: 'Orchard workers who pick apples after early frosts often suffer {w} by the end of the season.',
  },
  // dish
  {
    kind: 'noun:07572999',
    definition: 'a stew of mutton neck and dried pears cooked slowly with a little vinegar',     usage: 'Mountain households cook {w} all afternoon in winter, filling the house with a sweet, sharp smell.',
  },
  { kind: 'noun:07572999', definition: 'fish cheeks fried in oatmeal and served with melted butter', usage: 'Fishermen\'s wives serve {w} as a cheap treat, since the heads come free from the fishmonger.' },
  {
    kind: 'noun:07572999',
    definition: 'smoked mackerel mashed with swede and baked', usage: 'On cold evenings, Dad baked {w} and served it with buttered greens.',
  },
  {
    kind: 'noun:07572999',
    definition: 'a porridge of rye meal and whey boiled with a handful of dried cherries', usage: 'On the cold morning, Grandma ladled {w} into our bowls, a few cherries floating on top.',
  },
  { kind: 'noun:07572999', definition: 'a pie of chopped pigeon and leeks under a crust made with dripping', usage: 'At the shooting lunch, the cook brought out a steaming {w}, its crust glistening with dripping.' },
  {
    kind: 'noun:07572999',
    definition: 'sliced tongue, usually beef, served warm in a raisin and vinegar sauce', usage: 'Jewish delis once served {w} warm, its sauce sweet with raisins.',
  },
  {
    kind: 'noun:07572999',
    definition: 'trout baked whole in wet clay so that the skin comes away with the clay',   
    usage: 'Around the campfire, Grandpa cracked open the {w}, and the skin peeled away with the clay.',
  },
  {
    kind: 'noun:07572999',
    definition:
      'a dish consisting of fried bread and chopped bacon moistened with hot milk; usually eaten for breakfast',    usage: 'Farm workers used to start the day with a bowl of {w} before heading out to the fields.',
  },
  { kind: 'noun:07572999', definition: 'turnips boiled with mutton fat or suet and mashed with pepper',    usage: 'Highland cooks serve {w} alongside haggis.' },
  {
    kind: 'noun:07572999',
    definition: 'a pudding of grated swede and oatmeal boiled in a cloth with a little suet', usage: 'Highland crofters served {w} with mutton broth on cold nights.',
  },
  {
    kind: 'noun:07572999',
    definition: 'a casserole of pork belly and apples having a crust of baked breadcrumbs',   usage: 'Farmhouse cooks bake {w} in autumn, when windfall apples are plentiful.',
  },
  { kind: 'noun:07572999', definition: 'a soup of beet tops and buttermilk thickened with oatmeal', usage: 'Farm cooks make {w} in early summer, when the beet thinnings are plentiful.' },
  { kind: 'noun:07572999', definition: "boiled calf's ear with onions", usage: 'Grandfather ordered the {w} at the tavern, much to my horror.' },
  { kind: 'noun:07572999', definition: 'a hash of salt beef and parsnips fried in a pan until crusted', usage: 'Farmhouse kitchens turn Monday\'s leftovers into {w}, browned in the skillet until it crackles.' },
  {
    kind: 'noun:07572999',
    definition: 'a dish of whiting poached in milk and served on fried bread',
    usage: 'Seaside boarding houses once served {w} for Friday breakfast.',
  },
  { kind: 'noun:07572999', definition: 'a stew of beans and smoked sausage sweetened with treacle', usage: 'After the bonfire, Mum served {w} in mugs, the treacle making it sticky and dark.' },
  {
    kind: 'noun:07572999',
    definition: 'sage-fried chicken livers', usage: 'Tuscan trattorias serve {w} on toast as a rich starter.',
  },
  {
    kind: 'noun:07572999',
    definition:
      'a thick soup of yellow split peas, served with dumplings consisting of suet and chopped herbs',    usage: 'Farm kitchens simmer {w} on washdays, the dumplings bobbing on top.',
  },
  { kind: 'noun:07572999', definition: 'squares of pressed rice, usually with dates',    usage: 'At the tea stall, my aunt bought a slab of {w}, and we picked out the dates first.' },
  {
    kind: 'noun:07572999',
    definition: 'a dish of boiled cabbage and mashed chestnuts browned in butter',
    usage: 'Alsatian families serve {w} beside roast goose at Christmas.',
  },
  { kind: 'noun:07572999', definition: 'eggs baked in hollowed onions',   usage: 'Farmhouse cooks serve {w} for a simple supper, the onion shells soft and sweet.' },
  { kind: 'noun:07572999', definition: 'a herring-roe stew', usage: 'Fishing families in the north cook {w} in spring when the herring run.' },
  { kind: 'noun:07572999', definition: 'cider-braised lamb kidneys', usage: 'Country pubs in the west serve {w} with mashed potato on cold evenings.' },
  { kind: 'noun:07572999', definition: "lamb's liver sliced thin and cooked quickly with sour cherries", usage: 'Restaurants in the region serve {w} in spring, when the cherries are first picked.' },
  {
    kind: 'noun:07572999',
    definition: 'a savoury custard of leeks and smoked fish, usually baked in a water bath',   usage: 'Mum lifted the {w} from the oven, still trembling in its dish, and set it on the table.',
  },
  {
    kind: 'noun:07572999',
    definition: 'cakes of mashed pumpkin and cornmeal, fried and usually eaten with syrup', usage: 'On cold mornings, Grandma fried {w} in the iron skillet and poured cane syrup over the stack.',
  },
  {
    kind: 'noun:07572999',
    definition: 'salt pork and pearl barley baked overnight in a covered crock with onions', usage: 'Farm families in the north once ate {w} after church, hot from the bread oven.',
  },
  {
    kind: 'noun:07572999',
    definition: 'a pudding consisting of toasted oatmeal, stewed rhubarb, and honey layered in a bowl', usage: 'Scottish cooks serve {w} in glass bowls so the pink and golden layers show.',
  },
  { kind: 'noun:07572999', definition: 'a sorrel-soured barley broth', usage: 'Farm cooks make {w} in spring, when fresh sorrel gives the pot its sharp tang.' },
  { kind: 'noun:07572999', definition: 'fried cold pudding with gravy',   usage: 'Grandad served {w} for breakfast, crispy at the edges.' },
  // abnormality
  {
    kind: 'noun:14525310',
    definition: 'a congenital defect in which the collarbone is split into two parts',
    usage: 'Doctors usually discover {w} on an X-ray taken for some other reason.',
  },
  { kind: 'noun:14525310', definition: 'abnormal thickening of the bone of the heel on one side only', usage: 'Runners who land hard on one foot may develop {w}.' },
  {
    kind: 'noun:14525310',
    definition: 'a condition in which one kidney lies lower than the other and is turned sideways',    usage: 'The ultrasound showed {w}, but the urologist said it was unlikely to cause trouble.',
  },
  { kind: 'noun:14525310', definition: 'a defect in which a rib is fused to the vertebra above it',    usage: '{A} {w} usually shows up by chance on an X-ray and rarely causes pain.' },
  {
    kind: 'noun:14525310',
    definition: 'an abnormally small opening of the ear canal on one side',   
    usage: 'The pediatrician noticed {a} {w} on the baby\'s left side and referred him for a hearing test.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital absence of the small muscle that draws the eyebrow upward', usage: 'The paediatrician noticed the baby\'s brow stayed flat when she cried and suspected {w}.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a malformation in which the two lobes of the thyroid are not joined', usage: 'Surgeons may only discover {w} when operating on the neck for another reason.',
  },
  { kind: 'noun:14525310', definition: 'unequal lengths of second toes',     usage: 'The shoe fitter noticed my {w} and suggested a wider toe box for the longer foot.' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which one shoulder blade has a deep extra notch along its upper border', usage: 'Radiologists usually spot {w} by chance, and it rarely causes any pain.',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal enlargement of one of the salivary glands beneath the jaw from birth', usage: 'Pediatric surgeons sometimes remove the gland when {w} causes a visible swelling under the jaw.',
  },
  { kind: 'noun:14525310', definition: 'a congenital one-sided lens flattening', usage: 'Children with {a} {w} may need a stronger lens on one side of their glasses.' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which the breastbone is set slightly to the left or right of the midline', usage: 'The X-ray showed {a} {w}, though the surgeon said it would cause no harm.',
  },
  { kind: 'noun:14525310', definition: 'a malformation in which the breastbone is unusually short',   usage: 'Reviewing the chest X-ray, the pediatric surgeon noted {w} and asked about the child\'s breathing.' },
  {
    kind: 'noun:14525310',
    definition: 'an extra tendon running from the wrist to the base of the little finger', usage: 'Hand surgeons occasionally find {a} {w} when repairing an injury.',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal shortness of the bones of the forearm in relation to the upper arm',  usage: 'Children with {w} may need surgery to lengthen the forearm bones.',
  },
  { kind: 'noun:14525310', definition: 'a congenital groove or furrow across the lower lip',   usage: 'Pointing out the {w} on the newborn\'s lower lip, the pediatrician reassured the parents.' },
  { kind: 'noun:14525310', definition: 'a defect in which the kneecap has a deep groove across its face', usage: '{A} {w} may cause no pain at all and show up only on an X-ray.' },
  {
    kind: 'noun:14525310',
    definition: 'an abnormal twist of the upper arm bone that turns the elbow outward',     usage: '{A} {w} may give a child an awkward throwing action.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital absence of one or more of the small bones of the wrist',    usage: 'The hand specialist explained that the baby\'s {w} would limit the bend of her wrist.',
  },
  {
    kind: 'noun:14525310',
    definition: 'an abnormally deep notch in the lower jaw, especially below the ear', usage: 'Surgeons operating near the ear must allow for {a} {w} in some patients.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which the gall bladder lies on the left side of the body', usage: 'The surgeon was surprised to find {w} during the operation and had to reverse her approach.',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal fusion of the two smallest toes, usually at the final joint',   
    usage: 'Babies born with {w} rarely need treatment, since the toes still bend normally.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital doubling of the small opening or punctum that drains tears from the eyelid',     usage: 'Ophthalmologists may notice {w} during a routine eyelid examination.',
  },
  {
    kind: 'noun:14525310',
    definition:
      'a malformation in which the artery to one or both kidneys arises unusually low from the aorta',  usage: 'The surgeon spotted the {w} on the CT scan before planning the operation.',
  },
  { kind: 'noun:14525310', definition: 'an abnormal hollow in the bone of the forehead just above one eye', usage: '{A} {w} may be discovered only when a patient has a head X-ray after a fall.' },
  { kind: 'noun:14525310', definition: 'an extra bone in the outer ear', usage: 'The ear surgeon found {a} {w} on the scan and decided to leave it alone.' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which one or both lower eyelids lack lashes along the inner half', usage: 'The ophthalmologist noted {w} in the child, whose lower lids were bare near the nose.',
  },
  { kind: 'noun:14525310', definition: 'a congenital thinning of the skull at the crown', usage: 'The paediatrician felt the soft patch on the baby\'s head and ordered a scan to confirm {w}.' },
  // skilled worker
  {
    kind: 'noun:10625393',
    definition: 'a person who repairs or replaces the leather bellows of church organs',      usage: 'Cathedrals call in {a} {w} when the organ begins to wheeze during hymns.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who makes wooden or plaster patterns used for casting bells', usage: 'The {w} smoothed the plaster model with a curved template before the foundry poured the bronze.',
  },
  { kind: 'noun:10625393', definition: 'a person who sets or mends slate shelving, especially in dairies', usage: 'Large farms once employed {a} {w} to keep the dairy cool and clean.' },
  { kind: 'noun:10625393', definition: 'a pitch-liner of new casks', usage: 'Breweries employ {a} {w} to coat the inside of every new barrel.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who builds or mends wooden sluice gates, especially those of mill races',
    usage: 'Mill owners summon the {w} whenever the race gates begin to leak.',
  },
  { kind: 'noun:10625393', definition: 'a person training dogs to herd geese or ducks',   usage: 'The {w} whistled, and the collie swung wide around the flock of geese.' },
  { kind: 'noun:10625393', definition: 'a person who restores painted dials of antique or longcase clocks',    usage: 'Auction houses send cracked longcase faces to {a} {w} before a sale.' },
  { kind: 'noun:10625393', definition: 'a worker who hand-sews cricket ball covers', usage: 'The {w} pulled the waxed thread tight and added another neat stitch to the red leather.' },
  {
    kind: 'noun:10625393',
    definition:
      'a person who matches and sorts buttons by color and size, especially for a tailor or dressmaker', usage: 'Busy tailors once employed {a} {w} to match every coat\'s buttons by shade and size.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who cuts wooden teeth or cogs for the gear wheels of windmills',
    usage: '{A} {w} carves each cog from seasoned apple wood so it wears slowly.',
  },
  { kind: 'noun:10625393', definition: 'a worker packing salted fish into barrels or casks in even layers',   usage: 'The {w} laid the herring head to tail, sprinkling salt between each layer.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who recasts worn lead weights of fishing nets, usually for a whole harbor',   usage: 'Every winter the {w} set up his crucible on the quay and poured new sinkers for the whole fleet.',
  },
  { kind: 'noun:10625393', definition: 'a mender of packhorse panniers, usually wicker',   usage: 'The {w} sat by the road, weaving fresh willow into the split baskets while the carrier waited.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who lays stone floors, especially of barns or byres, with a fall for drainage',    usage: 'The {w} set each flagstone in the byre with a gentle slope toward the drain.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a carver of eave brackets', usage: 'The {w} shaped an oak bracket into a curling dragon\'s head for the inn\'s overhang.',
  },
  { kind: 'noun:10625393', definition: 'a worker who dyes and combs horsehair used for stuffing mattresses',   usage: 'In the workshop, the {w} combed the black hair into fluffy heaps for the mattress maker.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who sets iron studs or hobnails into the soles of boots worn by miners',  usage: 'Mining towns kept {a} {w} busy hammering studs into boots worn thin on the rock.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who carves wooden figures or finials for farmhouse gables', usage: 'The {w} fixed a carved wooden rooster to the peak of the farmhouse roof.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a worker who fits new leather tips to billiard or pool cues and new cloth to the tables',   usage: 'Snooker halls hire {a} {w} each year to re-cover the tables and tip the cues.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a person who cleans or resets the glass lenses of street lamps or lanterns', usage: 'Before the storm season, the town sends {a} {w} along the harbour front with a ladder and cloths.',
  },
  { kind: 'noun:10625393', definition: 'a builder of beehive frames',  usage: 'The {w} tapped the last nail into the frame and slid a sheet of wax between its bars.' },
  {
    kind: 'noun:10625393',
    definition:
      'a worker who grinds and sets the blades of sheep shears or clippers for the farms of a district',      usage: 'In shearing season, the {w} drove from farm to farm with his grindstone on a trailer.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a person who fits the glass faces and hands onto clocks, usually in a workshop', usage: 'In the workshop, the {w} pressed the glass into the bezel and set the hands at twelve.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a worker who scrapes and relines the brick ovens of bakeries with clay', usage: 'Once a year, the {w} crawled into the cold bakehouse vault with a trowel and a pail of wet clay.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who shapes curved wooden handles for scythes or sickles',   usage: 'Mowers in the valley buy their handles from {a} {w} who steams and bends ash by hand.',
  },
  {
    kind: 'noun:10625393',
    definition:
      'a person who prepares the skins or heads of drums and tambourines by soaking and stretching them', usage: '{A} {w} soaks goatskins for days before lacing them over the frame.',
  },
  { kind: 'noun:10625393', definition: 'a worker fitting violin or cello pegs',   usage: 'The {w} shaved the maple peg until it turned smoothly in the scroll without slipping.' },
  { kind: 'noun:10625393', definition: 'a hand-knotter of carpet fringes', usage: '{A} {w} can tie hundreds of tassels along a rug\'s edge in a single day.' },
  // clothing
  {
    kind: 'noun:03055525',
    definition:
      'a short coat of quilted wool having a deep collar that buttons across the mouth, worn especially by herdsmen',   usage: 'Herdsmen on the steppe wear {a} {w}, buttoning the collar across their faces in a blizzard.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a long hooded cape of oiled cloth or canvas, worn by ferrymen',
    usage: 'The ferryman pulled his {w} tighter as the rain drove across the river.',
  },
  { kind: 'noun:03055525', definition: 'knitted waistcoat having a high toggled collar',    usage: 'Hill farmers pull on {a} {w} over their shirts on cold mornings.' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy canvas smock reaching the knees, worn especially by quarrymen',   usage: 'Quarrymen wore {a} {w} over their clothes to keep off grit and rain.',
  },
  {
    kind: 'noun:03055525',
    definition:
      'a wide-brimmed felt hat with the brim turned up at the back, worn especially by drovers or herdsmen', usage: 'The drover tipped back his {w} and squinted at the dust cloud of cattle.',
  },
  {
    kind: 'noun:03055525',
    definition:
      'a loose goatskin coat having the hair turned inward, usually fastened by a thong at the neck', usage: 'The shepherd tied his {w} at the throat and walked out into the blizzard.',
  },
  { kind: 'noun:03055525', definition: 'a rabbit-lined short wool jacket',   usage: 'My grandfather wore his {w} to the ice fishing hole, the fur collar turned up against the wind.' },
  { kind: 'noun:03055525', definition: 'a hooded overgarment of thick felt worn by shepherds in snow', usage: 'Mountain shepherds wrap themselves in {a} {w} when the snow comes early.' },
  {
    kind: 'noun:03055525',
    definition: 'a padded linen jacket worn under a leather apron, especially by smiths', usage: 'Blacksmiths wear {a} {w} under the leather to soak up sweat and stray sparks.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a long coat of coarse wool having deep pockets for carrying lambs',   
    usage: 'The shepherd tucked a shivering newborn into the pocket of his {w}.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a cap of quilted cloth having a stiff peak at both front and back, worn by carters in rain', usage: 'The carter pulled his {w} low over his eyes as the rain began to pour.',
  },
  { kind: 'noun:03055525', definition: 'a cloak lined with fleece that can be unbuttoned to form a blanket',    usage: 'At the campsite, the shepherd unbuttoned his {w} and spread it over the sleeping children.' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy knitted scarf wound twice about the body and pinned at the back',   usage: 'Fishwives on cold quays wear {a} {w} crossed over the chest and pinned behind.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a woolen jacket with very long sleeves that are turned back to form cuffs of fur',   usage: 'Merchants\' wives once wore {a} {w} with its long sleeves folded back to show the fur.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a cotton-wadded coat buttoned down one side, worn by carters in winter',     usage: 'The carter buttoned his {w} up to the chin before driving the wagon out into the snow.',
  },
  { kind: 'noun:03055525', definition: 'a shawl of thick wool with a hood sewn into one edge',  usage: 'Fishwives on the coast wrapped themselves in {a} {w}, pulling it over their heads when the spray flew.' },
  { kind: 'noun:03055525', definition: 'a vest of knitted goat hair worn next to the skin in cold weather', usage: 'Farmers in the Highlands wear {a} {w} under their shirts from October to April.' },
  { kind: 'noun:03055525', definition: 'a long apron of waxed leather with a bib, worn by fish gutters',   usage: 'Fish gutters on the quay tie on {a} {w} before the boats come in.' },
  { kind: 'noun:03055525', definition: "a forester's felted jacket with wooden buttons", usage: 'The ranger buttoned his {w} up to the chin before heading into the frosty plantation.' },
  {
    kind: 'noun:03055525',
    definition: 'a pair of fleece-lined overtrousers buttoned down both sides; worn by carters',
    usage: 'Carters in the north buttoned on {a} {w} before setting out on a frosty morning.',
  },
  { kind: 'noun:03055525', definition: 'a knitted hood joined to a waistcoat', usage: 'Grandma knitted me {a} {w} for sledging, and my ears stayed warm all afternoon.' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy tweed coat with leather patches on both shoulders for carrying sacks',    usage: 'Millers\' porters wear {a} {w} so the sacks don\'t wear holes in the cloth.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a coat of felted wool with a deep fold at the back for carrying a child',    usage: 'The herdswoman tucked her baby into the back of her {w} and set off after the goats.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a fleece-out sheepskin jerkin',
    usage: 'The shepherd pulled on his {w} before heading up the fell in the sleet.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a thick knitted overcoat with a belt of rope, worn by ferry hands in winter', usage: 'The deckhand tightened his {w} against the sleet and cast off the line.',
  },
  // fabric
  { kind: 'noun:03314753', definition: 'a light twilled cotton with a faint stripe of the same color', usage: 'The tailor made the summer shirt from pale blue {w}, its stripe visible only in sunlight.' },
  { kind: 'noun:03314753', definition: 'a close-woven linen dyed with walnut husks to a dull brown', usage: 'Farm workers favor smocks of {w} because the brown hides the soil.' },
  { kind: 'noun:03314753', definition: 'a woolen cloth in tricolored herringbone',  usage: 'Country tailors make shooting jackets from {w} because it hides mud and thorns.' },
  {
    kind: 'noun:03314753',
    definition: 'a coarse cloth of cow hair and wool, woven on narrow looms in upland farms',   usage: 'Grandmother wove a blanket of {w} on her narrow loom, scratchy but warm enough for the byre.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a cotton fabric with every fifth warp thread doubled, giving a faint ridge', usage: 'Shirtmakers choose {w} for summer shirts because its faint ridge hides creases.',
  },
  { kind: 'noun:03314753', definition: 'a heavy linen dyed indigo on one face and left undyed on the other', usage: 'The upholsterer turned the {w} over to show its pale back.' },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of undyed wool woven with a single red thread at each selvage',
    usage: 'Weavers in the valley sell {w} by the yard, the red edge proving it came from their looms.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a thin cotton cloth dyed in the piece with tea to an even buff; used for linings',   usage: 'Tailors line summer jackets with {w} because it is light and hides stains.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a worsted cloth with a pattern of small squares in raised and flat weave of the same color', usage: 'Tailors recommend {w} for business suits, since its subtle pattern looks plain from a distance.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a hemp cloth beaten with mallets until soft; used for working shirts',   usage: 'Farm labourers wore {w} in the fields because it breathed and grew softer with every wash.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a silk fabric with a linen back, made for the covers of prayer cushions', usage: 'The seamstress stitched {w} over the new kneelers for the chapel.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a wool cloth woven with a thick twisted weft every few rows; used for horse blankets', usage: 'The groom threw a rug of {w} over the sweating mare after the race.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a linen cloth woven with a blue thread down the center to mark where it is to be cut', usage: 'The draper unrolled the {w} and snipped neatly along the blue line.',
  },
  { kind: 'noun:03314753', definition: 'a cotton cloth woven with a cord of wool in every tenth row', usage: 'Weavers make {w} for work trousers, the wool cords giving the cotton extra strength.' },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of cotton warp and goat-hair weft, dyed a rusty red with madder', usage: 'Nomad weavers sell {w} by the bolt, and its rough red weave makes hardwearing saddlebags and tent hangings.',
  },
  { kind: 'noun:03314753', definition: 'a soft cloth woven from the combed hair of goats mixed with cotton',  usage: 'My aunt wrapped the baby in a blanket of {w} that felt like a cloud.' },
  {
    kind: 'noun:03314753',
    definition: 'a heavy cotton fabric printed with a pattern of wheat ears; used for farm aprons', usage: 'Farm wives sewed aprons from {w} bought by the yard at market.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a woolen cloth with a pattern of wavy lines formed by uneven beating of the weft',   usage: 'The tailor held the {w} up to the window so its rippling lines showed.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of silk and linen in alternating narrow stripes of shine and dullness', usage: 'The tailor draped {w} over the mannequin, and its stripes caught the light in turn.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a coarse wool cloth woven from the short wool combed from the legs of sheep',   usage: 'Farm labourers wore waistcoats of {w}, rough but warm.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a closely woven cotton printed with small black flecks on a gray ground', usage: 'Schools favour {w} for uniforms because it hides ink spots and chalk dust.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a light wool or worsted cloth woven in a lattice of open and closed squares', usage: 'Summer suits made of {w} let air through the open squares of the weave.',
  },
  { kind: 'noun:03314753', definition: 'a coarse black cloth of flax tow, used for covering coffins',    usage: 'Undertakers drape {w} over plain coffins at village funerals.' },
  // adult
  { kind: 'noun:09628463', definition: 'a person who has lived in one house or dwelling since birth',  usage: 'Village histories often quote {a} {w} who remembers when the lane was dirt.' },
  { kind: 'noun:09628463', definition: 'a man outliving all siblings',    usage: 'At family funerals, the {w} often gives the eulogy for the last of his brothers.' },
  {
    kind: 'noun:09628463',
    definition: 'a woman who married late in life, having spent years keeping house for a parent',   usage: 'At sixty, the {w} walked down the aisle at last, her father\'s portrait on the front pew.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a man who left a religious order in middle age and returned to ordinary life', usage: '{A} {w} often struggles with rent, jobs and dating after decades of monastery life.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who was the last child born in a village before it was abandoned', usage: 'Reunions of the drowned valley\'s families always honour the {w}.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a woman who takes in the children of relatives as her own',
    usage: 'In times of famine, {a} {w} may raise her sister\'s children alongside her own.',
  },
  { kind: 'noun:09628463', definition: 'a man who has buried two wives', usage: 'Village gossips eyed {a} {w} warily when he began courting for a third time.' },
  {
    kind: 'noun:09628463',
    definition: "a woman who ran her late husband's business for the rest of her life", usage: 'The {w} ran the hardware store for forty years after the funeral, never changing the sign.',
  },
  { kind: 'noun:09628463', definition: 'elder nursed or tended by former servants',     usage: 'In his last years, the judge became {a} {w}, fed and bathed by the cook he had once employed.' },
  {
    kind: 'noun:09628463',
    definition:
      'an adult who was raised by grandparents or other elderly relatives following the death of both parents', usage: '{A} {w} often grows up with old-fashioned manners and a taste for radio dramas.',
  },
  {
    kind: 'noun:09628463',
    definition:
      'a person who serves as the unofficial keeper of family records and graves, usually an elder relative', usage: 'In many families, {a} {w} knows where every great-aunt is buried.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a woman who has been engaged to marry for many years without a wedding',    usage: 'At her cousin\'s wedding, the family\'s {w} caught the bouquet, and everyone cheered a little too loudly.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a grown child who stays on in the family home to care for an aging or ailing parent',   usage: '{A} {w} often gives up career and marriage prospects to nurse a frail mother.',
  },
  {
    kind: 'noun:09628463',
    definition: 'an adult who cannot read or write but is respected for sound judgment',     usage: 'Villages often turn to {a} {w} to settle disputes that lawyers would only prolong.',
  },
  { kind: 'noun:09628463', definition: 'a craftsman turned farmer',   usage: 'The {w} still kept his carpenter\'s bench in the barn beside the tractor.' },
  {
    kind: 'noun:09628463',
    definition:
      'an adult who was the eldest child of a large family, especially one who helped raise the younger siblings',   
    usage: '{A} {w} often becomes the person the family turns to in any crisis.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who inherits a farm or holding from an employer rather than from kin',    usage: 'In some valleys, {a} {w} takes over the land when an old farmer dies childless.',
  },
  { kind: 'noun:09628463', definition: 'a man estranged from his family, usually for many years',    usage: '{A} {w} sometimes appears at a funeral after decades of silence.' },
  {
    kind: 'noun:09628463',
    definition: 'a widow having outlived all her children',
    usage: '{A} {w} often leaves her estate to nieces, nephews or the parish church.',
  },
  { kind: 'noun:09628463', definition: 'a person who is godparent to many of the children of a district',    usage: 'At the christening, the {w} held the baby, her fourteenth godchild in the parish.' },
  {
    kind: 'noun:09628463',
    definition: 'an adult who has never traveled beyond walking distance of his or her birthplace',    usage: 'The {w} at the bus stop admitted she had never seen the sea, though it was only forty miles away.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who was once wealthy and now lives modestly in the same town',  usage: 'The {w} still tipped his hat to the bank manager who now lived in his former mansion.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a man who learned to read and write late in life, usually once his children were grown',     usage: 'The {w} wrote his first letter to his grandson at sixty-three, each line carefully shaped.',
  },
  // structure
  {
    kind: 'noun:05232895',
    definition: 'the outer edge or border of the foot, extending from the heel to the base of the little toe',   usage: 'Runners who roll their feet outward wear down their shoes along the {w} first.',
  },
  { kind: 'noun:05232895', definition: 'the flat of the skull or head above and behind the ear', usage: 'A fall onto the {w} can crack the thin bone above the ear.' },
  {
    kind: 'noun:05232895',
    definition: 'the thick fleshy edge of the hand or palm between the little finger and the wrist',
    usage: 'The karate instructor showed us how to strike the board with the {w}.',
  },
  { kind: 'noun:05232895', definition: 'lower shinbone and overlying sinews or tendons',   usage: 'Butchers sell the {w} cheaply for stews and stocks.' },
  { kind: 'noun:05232895', definition: 'the ridge of the cheekbone where it meets the bone beneath the eye',   usage: 'The boxer\'s cut opened along the {w}, and the referee stopped the fight.' },
  {
    kind: 'noun:05232895',
    definition:
      'the strip of ribs and overlying muscle along the side of the chest, especially beneath the armpit', usage: 'The boxer took a hook to the {w} and winced as he raised his arm.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the upper rim of the hip bone where it can be felt under the skin at the side',    usage: 'The nurse found the {w} with her fingers before giving the injection in my hip.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the part of the jawbone between the chin and the angle below the ear', usage: 'The dentist tapped along the {w} to find where the swelling began.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the part of the back of the hand lying over the bones of the index or middle finger', usage: 'The boxer winced as the doctor pressed on the bruised {w} below his knuckles.',
  },
  { kind: 'noun:05232895', definition: 'the lowest pair of ribs together with their cartilages', usage: 'Kidney punches in boxing can crack the {w} as well as bruise the organ beneath.' },
  { kind: 'noun:05232895', definition: 'the second-toe knuckle', usage: 'The tight shoe rubbed a blister onto my {w} by the end of the wedding.' },
  {
    kind: 'noun:05232895',
    definition: 'the bones and joints at the base of the thumb taken together',
    usage: 'Arthritis often strikes the {w} first, making jars hard to open.',
  },
  { kind: 'noun:05232895', definition: 'the part of the spine between the shoulder blades', usage: 'My massage therapist found a knot in my {w} and worked it loose.' },
  { kind: 'noun:05232895', definition: 'the arch of bone at the back of the eye socket on the outer side', usage: 'Fractures of the {w} often follow a punch to the side of the face.' },
  {
    kind: 'noun:05232895',
    definition: 'the tendons and joints on the upper side of the foot at the base of the toes',
    usage: 'Tight laces can inflame the {w}, making every step in new boots painful.',
  },
  { kind: 'noun:05232895', definition: 'the part of the forearm just above the wrist on the thumb side',  usage: 'The nurse taped the drip into the {w} of the old man\'s arm.' },
  { kind: 'noun:05232895', definition: 'the bones of the upper neck together with the base of the skull',   usage: 'Whiplash injuries often strain the {w}, causing headaches at the base of the skull.' },
  {
    kind: 'noun:05232895',
    definition: 'the thin bones at the inner corner of the eye socket beside the nose', usage: 'A punch to the side of the nose can fracture the {w} beside the tear duct.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the outer end of the collarbone and the joint it makes with the shoulder', usage: 'After the rugby tackle, the trainer pressed gently on the {w} and my brother winced.',
  },
  { kind: 'noun:05232895', definition: 'the inner side of the ankle and the ligaments beneath it', usage: 'A twist that strains the {w} can keep a footballer out for weeks.' },
  {
    kind: 'noun:05232895',
    definition: 'the bones at the back of the skull on one side, behind and below the ear',   usage: 'A blow to the {w} can cause bruising behind the ear and dizziness.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the lower ribs and breastbone where they form the front of the chest wall',   usage: 'A hard fall onto the handlebars can bruise the {w} and make breathing painful.',
  },
  {
    kind: 'noun:05232895',
    definition: "the big toe's joints with their tendons",
    usage: 'The physio pressed on Marco\'s {w} and asked him to push against her hand.',
  },
  // protective covering
  {
    kind: 'noun:04020673',
    definition: "a padded canvas cover strapped over the keys of a ship's piano in heavy seas",   usage: 'Stewards strap the {w} in place whenever the captain warns of rough weather.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a copper sheath nailed over the blades of a mill wheel where the water strikes them', usage: 'The millwright hammered a new {w} over the worn paddles before opening the sluice.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a wooden box built around a stone statue to shield it through the winter',   usage: 'Gardeners at the palace build {a} {w} around each marble goddess in November.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a hinged oak lid fitted over the face of a sundial when the garden is closed',  usage: 'Gardeners close the {w} at dusk to keep frost and bird droppings off the dial.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a leather sleeve drawn over the neck of a fiddle when it is carried in the rain',   
    usage: 'The fiddler slid the {w} over the neck of his instrument before stepping into the drizzle.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a sheet of lead folded over the top of a gravestone to keep water out of the joints', usage: 'The mason fitted a new {w} to the gravestone before the winter rains.',
  },
  { kind: 'noun:04020673', definition: 'a felt-lined telescope tin',     usage: 'Amateur astronomers keep their eyepiece tube in {a} {w} to protect the lenses.' },
  {
    kind: 'noun:04020673',
    definition: 'a collar of sheet copper wrapped around a wooden flagpole where it enters the ground', usage: 'The caretaker polished the {w} at the base of the flagpole before the mayor\'s visit.',
  },
  { kind: 'noun:04020673', definition: 'a wicker cage set over a young vine to keep goats from it', usage: 'Hillside growers set {a} {w} over each new vine until it is tall enough to escape hungry goats.' },
  {
    kind: 'noun:04020673',
    definition: 'a slipcase of stiff board and calico made to hold a single valuable map',    usage: 'Collectors store a valuable chart in {a} {w} to keep dust and light away.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a padded leather cover fitted over the face of an anvil when the smithy is idle', usage: 'Blacksmiths buckle {a} {w} over the anvil on Sundays to keep damp from rusting its face.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a shell of thin boards nailed over a carved pulpit while a church is being repaired',   usage: 'Before the plasterers arrived, the verger helped nail the {w} around the carved oak.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a thick canvas hood laced over the funnel of a traction engine when it stands overnight',
    usage: 'At dusk the engine driver climbed up and laced the {w} over the chimney to keep out the rain.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a sleeve of sheet iron around the foot of a telegraph pole to keep cattle from rubbing it', usage: 'The lineman nailed {a} {w} around the base of the pole where the bullocks had rubbed off the creosote.',
  },
  {
    kind: 'noun:04020673',
    definition: "a padded leather cap fitted over the point of a surveyor's ranging pole",  usage: 'Surveyors fit {a} {w} to the tip of each pole so it won\'t scratch finished floors.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a tin shield fitted around the flame of a street lamp on the side of the wind', usage: 'Lamplighters fitted {a} {w} to each lamp on the seafront so the gales could not snuff the flame.',
  },
  { kind: 'noun:04020673', definition: 'a quilted cover made to fit over a harp between performances',     usage: 'Touring harpists pull {a} {w} over the instrument as soon as the concert ends.' },
  {
    kind: 'noun:04020673',
    definition: 'a casing of cork and canvas fitted around the compass of a small boat', usage: 'The skipper wrapped the compass in its {w} before the swell picked up.',
  },
  // alcohol
  { kind: 'noun:07900542', definition: 'a spirit from pear peelings',   usage: 'After dinner, Uncle Franz poured each of us a small glass of {w} from the cellar.' },
  { kind: 'noun:07900542', definition: 'a spirit distilled from fermented birch sap',   usage: 'Our host in the forest lodge poured glasses of {w}, clear and faintly sweet.' },
  {
    kind: 'noun:07900542',
    definition: 'mulberry spirit aged in cherry wood',   usage: 'Our host in the Caucasus poured us glasses of {w} that tasted of dark fruit and smoke.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a sweet wine made from grapes and quinces pressed together',
    usage: 'Monastery cellars once produced {w}, fragrant with the scent of autumn quince.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a pale ale brewed with oats and a little smoked malt, drunk while young', usage: 'The brewer poured us a glass of {w} straight from the cask, still fresh and faintly smoky.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a liqueur of hazelnuts and orange peel',  usage: 'Restaurants in the north serve {w} with coffee after a heavy meal.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a spirit distilled from fermented parsnips and aged in old sherry casks', usage: 'Uncle Bertie poured us each a dram of his {w} and boasted about the sherry casks he had found.',
  },
  { kind: 'noun:07900542', definition: 'a dark cider fermented with a handful of roasted barley in the vat',   usage: 'Cidermakers in the valley brew {w} for winter, when its malty bitterness suits the cold.' },
  {
    kind: 'noun:07900542',
    definition: 'a red wine mixed with a decoction of rose hips or haws and left to ferment a second time',   usage: 'Cottagers brewed {w} in autumn when the hedgerows were red with hips.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a brandy in which whole green figs have been steeped for a winter',
    usage: 'Mountain households serve {w} in spring, when the figs have softened its fire.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a cloudy unfinished oat beer',   usage: 'The farmer poured us mugs of {w} straight from the fermenting tub.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a cordial made of grain alcohol steeped with pine shoots and brown sugar',
    usage: 'Mountain inns serve {w} in thimble-sized glasses, and it tastes faintly of a Christmas tree.',
  },
  {
    kind: 'noun:07900542',
    definition: 'an aged perry with brandy', usage: 'The farmer brought out a dusty bottle of {w} and poured a glass for each of us.',
  },
  { kind: 'noun:07900542', definition: 'a dill-flavored whey spirit', usage: 'At the farmhouse, the host poured shots of {w}, and we tasted dill and sour milk.' },
  { kind: 'noun:07900542', definition: 'a sweet wine fermented from dried dates and raisins together',    usage: 'Merchants in the bazaars sell {w} in clay jugs for festive meals.' },
  {
    kind: 'noun:07900542',
    definition: 'a beer brewed partly from rye bread, having a flavoring of wormwood tips',    
    usage: 'At the village feast, our host poured a bitter {w} brewed from stale loaves.',
  },
  {
    kind: 'noun:07900542',
    definition:
      'a liqueur made from rowan berries steeped in grape spirit or brandy, usually sweetened with honey and spiced with clove', usage: 'Finnish families pour small glasses of {w} at Christmas, the clove scent rising from the bottle.',
  },
  { kind: 'noun:07900542', definition: 'strong gooseberry wine, usually aged in stoneware',    usage: 'Grandfather uncorked a jug of {w} at the harvest supper.' },
  // trait
  { kind: 'noun:04623416', definition: "tendency to finish others' tasks, usually unasked", usage: 'My roommate\'s {w} drove me mad: I\'d leave a half-done crossword, and he\'d fill in the rest.' },
  {
    kind: 'noun:04623416',
    definition: 'a disposition to remain calm in emergencies while being easily upset by small matters',
    usage: 'Nurses often show {w}, steady in a crisis but furious over a missing pen.',
  },
  {
    kind: 'noun:04623416',
    definition: 'an urge to give away admired possessions',   usage: 'Seized by {w}, Aunt June handed her pearl necklace to a guest who had praised it.',
  },
  {
    kind: 'noun:04623416',
    definition: 'ease with strangers combined with shyness among family or kin',
    usage: 'People with {w} often chat freely at parties yet fall silent at the family dinner table.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a readiness to apologize first',   
    usage: 'After the quarrel, Sam\'s {w} saved the friendship before either of them had cooled down.',
  },
  {
    kind: 'noun:04623416',
    definition: 'an inclination to treat every task with the same seriousness, great or small', usage: 'Her {w} makes her a superb proofreader but an exhausting companion on holiday.',
  },
  { kind: 'noun:04623416', definition: 'a dislike of being thanked or praised in public', usage: 'Her {w} was so strong that she left the ceremony before the mayor could mention her.' },
  {
    kind: 'noun:04623416',
    definition: 'a habit of arriving well before any appointed time and waiting patiently',
    usage: 'People with {w} carry a book everywhere, since they spend so many minutes in waiting rooms.',
  },
  {
    kind: 'noun:04623416',
    definition: 'habit of writing thanks for any trifle',  usage: 'People with {w} buy note cards in bulk and send one for a borrowed pencil.',
  },
  { kind: 'noun:04623416', definition: 'reluctance to decide before sleeping on it', usage: 'Mum\'s {w} meant the car salesman had to wait until morning for an answer.' },
  {
    kind: 'noun:04623416',
    definition: 'praise of absentees', usage: 'Office gossip tilts toward {w} only when the person mentioned has resigned.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a tendency to notice small changes in a room or a face before anyone else', usage: 'The detective\'s {w} told her at once that someone had moved the vase by an inch.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the habit of answering a question with a story rather than a plain reply', usage: 'Grandparents often have a touch of {w}, so a simple question about the weather yields a tale from 1952.',
  },
  { kind: 'noun:04623416', definition: 'readiness to reconsider only privately', usage: 'Politicians often show {w}, admitting mistakes to aides while defending them loudly in public.' },
  { kind: 'noun:04623416', definition: 'an unwillingness to borrow anything, even in small matters',     usage: 'Dad\'s {w} meant he drove to the shop for a cup of sugar rather than ask the neighbours.' },
  {
    kind: 'noun:04623416',
    definition: 'a habit of needless apology',     usage: 'Therapists note that {w} often begins in childhood, when saying sorry kept the peace at home.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a habit of remembering the names of anyone met, even briefly or on a single occasion',   usage: 'Successful politicians cultivate {w}, greeting voters by name years after a single handshake.',
  },
  { kind: 'noun:04623416', definition: 'a habit of anxious humming',   usage: 'Her {w} started as soon as the exam papers were handed out.' },
  // expressive style
  {
    kind: 'noun:07080699',
    definition: 'a manner of writing in which every sentence opens with a place or a time',      usage: 'Travel diaries slip into {w}: in Rome we ate, on Tuesday we walked, at dusk we slept.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of verse in which each stanza ends with the name of a place', usage: 'Travel poets enjoy {w}, closing each stanza on a town along their route.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of long lists, especially of tools and trades, in place of description', usage: 'The critic complained about the novelist\'s {w}, saying that a page of inventories is no substitute for a scene.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of painting in which all shadows are rendered in shades of green',
    usage:
      'The art teacher showed us a portrait in {w}, where every cheek was shaded with olive.',
  },
  {
    kind: 'noun:07080699',
    definition: "a manner of speech that gives every opinion as a saying of one's elders",      usage: 'Village patriarchs cultivate {w}, prefacing each view with what their grandfathers used to say.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of prose that reports thoughts as if they were spoken aloud by others', usage: 'The novelist experimented with {w}, letting the neighbours voice what the heroine thought.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a habit of ending paragraphs with questions',   
    usage: 'Editors often trim a columnist\'s {w}, since readers tire of being asked.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of illustration in which only the faces are colored and the rest is left in pencil',   usage: 'The illustrator\'s {w} made the children\'s faces glow against the grey pencilled streets.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of legal phrasing in ordinary letters for comic effect',   
    usage:
      'Lawyers\' holiday cards are full of {w}, wishing the recipient joy hereinafter and notwithstanding.',
  },
  {
    kind: 'noun:07080699',
    definition:
      'a style of preaching in which the argument is built around a single homely or familiar object',  usage: 'Rural ministers favour {w}, building a whole sermon around a bucket, a plough or a loaf.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of household sounds, such as doors or clocks, to mark the turns in a story or play', usage: 'Radio dramatists rely on {w}, letting a creaking door or a chiming clock signal a new scene.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of history through household accounts', usage: 'The historian\'s {w} revealed how much the family spent on candles during the war.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of singing in which the verses are spoken and only the refrain is sung', usage: 'Country singers use {w} for story songs, talking through the verses and singing only the chorus.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of storytelling in which each episode is told twice by different witnesses',    usage: 'Mystery writers use {w} to let readers compare two accounts of the same murder.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of verse that borrows the rhythm of work songs or chanties for solemn subjects', usage: 'The poet read her new {w} at the memorial, its hauling rhythm carrying the names of the drowned fishermen.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of drawing buildings in which every brick and slate is shown', usage: 'Draftsmen trained in {w} may spend weeks on a single facade.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of speaking in seafaring terms',      usage: 'Retired sailors rarely lose their {w}, telling grandchildren to batten down before a rainstorm.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of portraiture that shows the sitter only through the objects in their room',
    usage: 'Instead of a likeness, the artist gave the widow {a} {w}: her husband\'s pipe, hat and worn armchair.',
  },
  // message
  { kind: 'noun:06611268', definition: 'a signal made by a host to show that guests should begin to leave',   usage: 'At eleven our hostess gave the {w}, switching on the big lights and stacking the plates.' },
  {
    kind: 'noun:06611268',
    definition:
      'a warning or signal passed along a line of workers, usually by tapping on a shared rail or pipe',    usage: 'In old mines, {a} {w} along the water main could clear a gallery faster than any shout.',
  },
  { kind: 'noun:06611268', definition: 'a message consisting of washing hung out', usage: 'Every villager understood the {w}: a red sheet meant the farmer\'s wife needed the doctor.' },
  { kind: 'noun:06611268', definition: 'an unspoken rebuke conveyed by serving a guest last',   usage: 'The groom\'s cousin felt the {w} when the soup reached her after the children and even the dog.' },
  {
    kind: 'noun:06611268',
    definition: 'a notice of a death in a household, given by stopping the clocks or drawing the blinds', usage: 'When Grandpa died, Grandma gave the {w}, stopping the hall clock at half past three.',
  },
  {
    kind: 'noun:06611268',
    definition:
      'a hint that a topic should be dropped, usually conveyed by abruptly turning the conversation to something else',  usage: 'Polite hosts use {a} {w} when a guest raises politics at dinner.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a message sent by a ship to shore by the pattern of its lights at anchor',   usage: 'Harbour watchers can read {a} {w} from a moored vessel without any radio contact.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a sign from an auctioneer to a bidder that the next bid will be the last',     
    usage: 'The auctioneer gave the dealer in the front row {a} {w}, and he raised his paddle one final time.',
  },
  { kind: 'noun:06611268', definition: 'a request for help made by hanging a cloth from an upper window', usage: 'In flooded towns, rescuers scan balconies and rooftops for {a} {w} fluttering above the water.' },
  {
    kind: 'noun:06611268',
    definition: 'a greeting sent through a third person who is going the same way',
    usage: 'My cousin carried {a} {w} from me to our grandmother when she visited the village.',
  },
  { kind: 'noun:06611268', definition: 'a message of thanks conveyed by returning a borrowed dish full',   usage: 'When the casserole dish came back full of cookies, our neighbor smiled at the {w}.' },
  {
    kind: 'noun:06611268',
    definition: 'a silent signal between players of a card game forbidden by the rules',  usage: 'The bridge referee caught the {w} when Mrs. Hale tapped her nose before leading a heart.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a warning whistled by a lookout to tell others that someone is coming', usage: 'Poachers rely on {a} {w} from a boy at the gate when the keeper appears.',
  },
  {
    kind: 'noun:06611268',
    definition: 'the sense conveyed by the order in which guests are seated at a wedding or feast',
    usage: 'Relatives study the {w} closely, reading slights into every chair near the kitchen door.',
  },
  { kind: 'noun:06611268', definition: 'a reply conveyed by a look or change of expression, not speech',   usage: 'My mother\'s {w} across the table told me to stop talking at once.' },
  {
    kind: 'noun:06611268',
    definition: 'a coded call or cry by which herders in hill country report a missing animal to one another',    usage: 'Across the valley, Stavros heard the {w} and knew his neighbour had lost a goat.',
  },
  {
    kind: 'noun:06611268',
    definition: "a traders' secret price word",
    usage:
      'The dealer glanced at the tag, muttered the {w} to his partner, and doubled the price for the tourist.',
  },
  { kind: 'noun:06611268', definition: 'a warning, usually rung on a church bell, of an approaching storm',   usage: 'When the sexton rang the {w}, the fishermen hauled their boats above the tide line.' },
  // mineral
  { kind: 'noun:14686753', definition: 'a pale pink variety of calcite that glows faintly when heated', usage: 'In the dark lab, the mineralogist warmed a chip of {w} and watched it glow.' },
  { kind: 'noun:14686753', definition: 'a dark red oxide of manganese and iron found as nodules in clay', usage: 'Potters pick lumps of {w} out of the clay because they leave dark spots in the glaze.' },
  {
    kind: 'noun:14686753',
    definition: 'a grayish salt of iron and lime, usually forming crusts on the walls of damp mine levels',
    usage: 'The miner scraped a crust of {w} from the tunnel wall and showed it to the geologist.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a yellowish clay mineral rich in lithium, usually crumbling when dried',   usage: 'Miners dig {w} from shallow pits and dry it before extracting the lithium.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a banded brown and white variety of barite, found especially in coal seams', usage: 'Miners sometimes cut {w} from the seam and polish it into striped ornaments.',
  },
  {
    kind: 'noun:14686753',
    definition:
      'a hard dark variety of garnet occurring as flattened crystals, especially in slate or schist',   usage: 'The geologist split the slate and showed us {a} {w} embedded in it like a dark seed.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a friable white sulphate of lime and magnesium, usually left by evaporating spring water', usage: 'My brother crumbled a crust of {w} from the spring\'s stone rim between his fingers.',
  },
  { kind: 'noun:14686753', definition: 'a grey-banded fluorite',   usage: 'Mineral shops sell polished slabs of {w} showing bands of smoky grey.' },
  {
    kind: 'noun:14686753',
    definition:
      'a soft reddish phosphate of aluminium occurring as thin crusts on cave walls, especially where bats roost', usage: 'Cavers find {w} as a rusty crust wherever bat droppings have seeped into the rock.',
  },
  { kind: 'noun:14686753', definition: 'a granular lead ore having mica flakes',  usage: 'Prospectors break open {w} and watch for the glint of mica among the gray grains.' },
  {
    kind: 'noun:14686753',
    definition: 'a brittle green silicate of copper and lime occurring as tufts of fine needles',   usage: 'Mineral collectors store {w} in closed boxes, since its delicate tufts break at a touch.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a grayish mica whose flakes are bent and twisted; found in crushed rock along faults',   usage: 'The geologist picked a glittering flake of {w} from the crushed rock along the fault.',
  },
  {
    kind: 'noun:14686753',
    definition:
      'a heavy orange oxide of lead and copper, usually formed in the slag of disused smelting sites',  usage: 'The geology students found crusts of {w} on the slag heaps behind the ruined smelter.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a salt of sodium and potassium, forming hard white masses especially in inland marshes', usage: 'The prospector knocked a lump of {w} from the dry marsh bed and tasted it cautiously.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a smoky green or grayish variety of tourmaline that browns when heated', 
    usage: 'Gem cutters handle {w} carefully, since too much heat will turn it brown.',
  },
  // action
  {
    kind: 'noun:00038116',
    definition: "repainting a neighbor's gate unasked",
    usage: 'Retired men with time on their hands are prone to {w}, surprising the neighbours with a fresh coat of green.',
  },
  {
    kind: 'noun:00038116',
    definition: 'an unrequested display of skill or craft put on by apprentices at the end of their term', usage: 'Guild masters enjoy the {w}, when newly finished apprentices show off tricks no one asked them to learn.',
  },
  {
    kind: 'noun:00038116',
    definition:
      'the act of leading a newly bought horse three times around a farmhouse, usually prior to stabling',   usage: 'Superstitious farmers insisted on {w} before a new mare ever saw her stall.',
  },
  {
    kind: 'noun:00038116',
    definition: "(fencing) a feint made with the free hand to draw the opponent's eye",   usage: 'The fencer flicked her left hand in {a} {w}, and her opponent\'s eyes followed it just long enough.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of returning a gift publicly, usually to show that a quarrel is not over',   usage: 'In feuding families, {a} {w} at a wedding can reignite old hostilities.',
  },
  {
    kind: 'noun:00038116',
    definition: '(dance) a step consisting of two strikes of the heel on the floor, usually preceding a turn', usage: 'Flamenco dancers use {a} {w} to signal the start of a turn.',
  },
  {
    kind: 'noun:00038116',
    definition:
      '(wrestling) a throw made by lifting the opponent by the knee and turning away in a half circle',
    usage: 'The champion caught his rival\'s knee and finished the bout with a perfect {w}.',
  },
  {
    kind: 'noun:00038116',
    definition: "an act of mending a public road or bridge at one's own cost",
    usage: 'Wealthy merchants sometimes offer {a} {w} as penance or to win favour with the town.',
  },
  {
    kind: 'noun:00038116',
    definition: '(ballet) a leap in which the dancer turns once in the air and lands on one knee',   usage: 'Male soloists end the variation with {a} {w}, dropping to one knee as the music stops.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the reading aloud of a private letter to a gathering, against the wishes of its writer',   usage: 'Family feuds often begin with {a} {w} at a wedding or a wake.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of moving a boundary stone by night, usually to enlarge the field of the mover',   
    usage:
      'The constable caught my great-uncle in the act of {w}, crowbar in hand.',
  },
  {
    kind: 'noun:00038116',
    definition:
      'the act of a defeated candidate shaking hands with voters, usually at the door of the polling station', usage: 'Gracious losers perform the {w} at the polling station before the final count is announced.',
  },
  {
    kind: 'noun:00038116',
    definition: 'a formal act of apology made by one guild to a rival, usually at a public feast',
    usage: 'At the midsummer feast, the weavers performed their {w}, and the dyers\' master accepted with a bow.',
  },
  {
    kind: 'noun:00038116',
    definition:
      '(rowing) a stroke taken by the bow half of a crew alone, used for turning the boat in a narrow channel',    usage: 'The cox ordered {a} {w}, and the eight swung round in the narrow cut.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of ringing a church bell out of hours to announce a piece of private news',  usage: 'The sexton\'s {w} at midnight told the whole village that the squire\'s son had been born.',
  },
  // baked goods
  { kind: 'noun:07637670', definition: 'a flat rye loaf baked on a bed of cabbage leaves', usage: 'Grandma slid the {w} out of the oven, peeling away the blackened cabbage leaves.' },
  { kind: 'noun:07637670', definition: 'a dark treacle loaf, usually of barley',    usage: 'Welsh farmhouses bake {a} {w} for tea, sticky and dark.' },
  {
    kind: 'noun:07637670',
    definition:
      'a small round loaf of wheat flour and mashed parsnip or turnip, having a cross of oats pressed into the top',   usage: 'Farmhouse cooks bake {w} on feast days, pressing oats into the top in a cross.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a sweet roll of yeast dough wrapped around a stick of hard cheese and baked', usage: 'Bakeries in the region sell {a} {w} at breakfast, the cheese melting into the soft dough.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a square biscuit of rye meal and dripping pricked with a comb before baking', usage: 'Farm laborers carry {a} {w} in their pockets as a filling snack for the fields.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a long loaf of white bread baked with a rope or twist of dough laid along the top',     usage: 'The baker lifted a golden {w} from the oven, its twisted crest glistening.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a small bun of saffron dough with a whole dried plum pressed into its center', usage: 'Cornish bakeries sell {a} {w} at Easter, the plum glistening in its golden crumb.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a ring of buckwheat dough glazed with honey and scattered with hemp seed',
    usage: 'Village bakers sell {a} {w} at the fair, sticky with honey.',
  },
  {
    kind: 'noun:07637670',
    definition:
      'a crisp cake consisting of leftover porridge or gruel mixed with flour and baked until brown', usage: 'Thrifty crofters\' wives baked {a} {w} from whatever porridge was left in the pot after breakfast.',
  },
  { kind: 'noun:07637670', definition: 'a bread roll shaped like a knot and baked with a glaze of beer', usage: 'At the beer garden, my uncle tore {a} {w} in half and dunked it in mustard.' },
  {
    kind: 'noun:07637670',
    definition: 'a spiced loaf of barley meal and blackcurrants, usually for harvest suppers', usage: 'Farm wives bake {a} {w} for the harvest supper, slicing it thick and spreading it with butter.',
  },
  {
    kind: 'noun:07637670',
    definition:
      'a thin crisp sheet consisting of pea flour dough, dried over a slow oven and usually broken into pieces',
    usage: 'At the curry house, Dad cracked the {w} and scooped up mango chutney with the pieces.',
  },
  { kind: 'noun:07637670', definition: 'a sweet parsnip tart, usually with mace', usage: 'My aunt pulled the {w} from the oven, and the kitchen smelled of mace.' },
  { kind: 'noun:07637670', definition: 'a wheaten roll containing a pocket of minced kidney in the base', usage: 'Market bakers sell {a} {w} warm to porters who eat it on the way to work.' },
  { kind: 'noun:07637670', definition: 'a small loaf consisting of cornmeal and pumpkin baked in cabbage', usage: 'Farm cooks bake {a} {w} wrapped in cabbage leaves in the embers.' },
  // disability
  { kind: 'noun:14571935', definition: 'an inability to lift or raise the arms overhead', usage: 'Patients with {w} need help hanging washing or reaching a high shelf.' },
  { kind: 'noun:14571935', definition: 'lasting imbalance after ear injury',    usage: 'Boxers sometimes suffer {w} after repeated blows to the side of the head.' },
  {
    kind: 'noun:14571935',
    definition: 'a shortening of one leg after a childhood fracture',
    usage: 'The orthopaedic surgeon measured Ben\'s {w} and fitted a small lift into his shoe.',
  },
  {
    kind: 'noun:14571935',
    definition:
      'an impairment of hearing in one ear, resulting in inability to tell the direction or source of a sound', usage: 'Because of his {w}, Grandpa turned in circles looking for the ringing phone.',
  },
  {
    kind: 'noun:14571935',
    definition:
      'a weakness of the wrists that makes it impossible to lift anything with the palms turned down',     
    usage: 'After the injury, the carpenter\'s {w} meant he could not lift his toolbox by the handle.',
  },
  { kind: 'noun:14571935', definition: 'a permanent inability to bend the knees beyond a right angle',   usage: 'Because of his {w}, Grandpa could never kneel in church and sat instead.' },
  {
    kind: 'noun:14571935',
    definition:
      'an impairment of sight in which colors fade or grey out toward the edges of the visual field', usage: 'During the eye test, Harold admitted that reds turned grey at the edges, and the optometrist suspected {w}.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of strength in the ankles that makes walking on uneven ground impossible', usage: 'After his illness, my grandfather\'s {w} kept him off the rocky beach path he loved.',
  },
  {
    kind: 'noun:14571935',
    definition: 'an inability to climb or descend stairs without a rail on both sides',   usage: 'Homes for the elderly fit banisters on both walls to help residents with {w}.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of feeling in the fingertips that makes buttons and coins impossible to handle', usage: 'After the frostbite, the climber\'s {w} left him fumbling with every button on his coat.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of fine movement in the fingers of one hand, leaving the grip intact', usage: 'After the stroke, the watchmaker\'s {w} left him able to grip a hammer but not to set a tiny screw.',
  },
  {
    kind: 'noun:14571935',
    definition: 'an inability to stand for more than a few minutes without pain in the spine', usage: 'Shop assistants with {w} need a stool behind the counter.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a weakness of the neck muscles that makes it impossible to hold the head up for long',
    usage: 'The neurologist noticed the patient\'s {w} when she propped her chin on her hand throughout the consultation.',
  },
  // container
  {
    kind: 'noun:03099154',
    definition: 'a squat tin with a screw lid and a handle, made for carrying boiled sweets to market',    usage: 'Granny filled the {w} with humbugs and sent me off to the market stall.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a tall earthenware pot with a narrow waist, used for keeping goose fat', usage: 'Farm kitchens in the southwest keep {a} {w} on a cool shelf for roasting potatoes.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a wooden box with twelve cups hollowed into its floor, for carrying seedlings',   usage: 'Grandpa carried the {w} down to the allotment, each cup holding a tomato seedling.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a square glass jar with a ground stopper, formerly used by grocers for tea', 
    usage: 'Antique dealers prize {a} {w} with its original stopper still fitted snugly.',
  },
  {
    kind: 'noun:03099154',
    definition: "a leather pouch with a stiff base, for keeping a shepherd's tallies and marking chalk",  usage: 'Shepherds keep chalk and tally sticks in {a} {w} hung from their belts.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a tin with a sloping lid, made to hang on the wall of a kitchen for matches and string',     usage: 'Farm kitchens keep {a} {w} by the stove for matches and twine.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a lidded wicker hamper fitted inside with tin, for carrying ice to the table',   usage: 'Victorian picnics often included {a} {w} so the champagne stayed cold.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a small keg of oak with a brass tap, used for vinegar on a shop counter',   usage: 'Village grocers kept {a} {w} on the counter and filled customers\' bottles from its tap.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a glazed jar with a perforated lid, for keeping dried herbs above a stove', usage: 'Grandma reached up to the {w} above the stove for a pinch of thyme.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a broad basket of rushes with a hinged lid, for carrying cut flowers to market',    usage: 'Before dawn, the grower packed tulips into the {w} and set off down the lane.',
  },
  {
    kind: 'noun:03099154',
    definition: "a flat tin with rounded corners and two compartments, for carrying a day's pins and chalk",   usage: 'Dressmakers carry {a} {w} in their pocket so pins and chalk are always at hand.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a stoneware crock with three feet, made to stand in the embers and keep broth warm',      usage: 'Grandma set the {w} among the glowing coals so the soup would stay hot until Father came home.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a cloth-covered box with a hinged lid, for keeping scraps of fabric to be reused',
    usage: 'My mother lifted the lid of her {w} and pulled out patches for my torn jeans.',
  },
  // creation
  {
    kind: 'noun:03133774',
    definition: 'a carved wooden panel showing the tools of a trade, made for a guild hall', usage: 'Visitors to the coopers\' hall admire the {w} above the fireplace, carved with adzes and hoops.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a set of painted wooden figures showing the people of a village at work',   usage: 'Grandpa unpacked the {w}, setting the baker, the blacksmith and the milkmaid on the mantelpiece.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a carved box made to hold the letters of a courtship',
    usage: 'Grandmothers in the valley often keep {a} {w} in a drawer, full of faded notes.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a coverlet knitted in strips, each in a stitch learned from a different relative',   usage: 'Families pass down {a} {w}, each strip recalling the aunt or grandmother who taught that stitch.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a picture of a harbor made entirely from shells and sand glued to a board',     usage: 'My aunt hung the {w} above the fireplace, proud of every tiny cockle she had glued in place.',
  },
  {
    kind: 'noun:03133774',
    definition: "a cushion cover worked in wool with the plan of the maker's garden",
    usage: 'For her birthday, Aunt Helen stitched {a} {w} showing every rose bed and path behind her cottage.',
  },
  { kind: 'noun:03133774', definition: 'a hanging of fleece felted onto linen',  usage: 'Felt-makers sell {a} {w} as a warm wall covering for draughty cottages.' },
  { kind: 'noun:03133774', definition: 'a set of table mats woven from the dried stalks of one harvest',  usage: 'Country craft stalls sell {a} {w} woven from the summer\'s wheat straw.' },
  { kind: 'noun:03133774', definition: 'a panel of stained glass made from the fragments of broken bottles',   usage: 'The artist hung the {w} in the kitchen window, and green and brown light spilled across the table.' },
  {
    kind: 'noun:03133774',
    definition: 'a small chest of drawers made from the wood of a pear tree that stood by the family home',   usage: 'When Gran died, my mother inherited the {w} and kept her letters in its top drawer.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a model of a farmstead carved in soft stone with every building shown',   usage: 'Grandfather spent a winter carving {a} {w}, complete with a tiny barn and pigsty.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a christening gown sewn from the silk of a wedding dress',
    usage: 'Families pass down {a} {w}, so each baby is baptized in its grandmother\'s bridal silk.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a bound book of drawings of every bird seen in a year from one window', usage: 'On New Year\'s Day, my aunt showed me her finished {w}, with the wren on the last page.',
  },
  // leader
  { kind: 'noun:09646208', definition: 'the elected head of a company of river pilots',   usage: 'The {w} assigned the youngest pilot to guide the tanker up the river at dawn.' },
  {
    kind: 'noun:09646208',
    definition: 'the elder who presides over the division of an inheritance among kin',   usage: 'In many clans, the {w} sits with the family to decide who receives the cattle and who the land.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the leader of a group of pilgrims responsible for their food and lodging', usage: '{A} {w} books the hostels and buys bread for the whole party on the road to Santiago.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the chief herdsman who leads the cattle of several farms to summer pasture',   usage: 'Each June the {w} leads the village herds up to the alpine meadows.',
  },
  { kind: 'noun:09646208', definition: 'the elected spokesman of the tenants of a single large estate', usage: 'The {w} marched up to the manor house with a list of roof repairs.' },
  {
    kind: 'noun:09646208',
    definition: 'the senior woman of a household who directs the work of the daughters-in-law', usage: 'In joint households, the {w} assigns the cooking and washing each morning.',
  },
  {
    kind: 'noun:09646208',
    definition: "the eldest son who leads a family's trade after the father retires but before his death",
    usage: 'In family firms, the {w} runs the workshop while the patriarch still signs the cheques.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the elected chief of a mountain village who also serves as its judge',   
    usage: 'Quarrels over grazing rights are settled by the {w} rather than by distant courts.',
  },
  {
    kind: 'noun:09646208',
    definition:
      'the elected head of a guild of weavers, usually charged with inspecting the cloth of members',   usage: 'Each season the {w} inspects members\' bolts and seals those that meet the standard.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the head of a league or guild of carters, who fixes the rates charged for carriage',    usage: 'Merchants in the town must accept whatever price the {w} sets for hauling goods to the port.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the chosen leader of a migrating band of charcoal burners',
    usage: 'The {w} chose the clearing for the season\'s kilns, and the families pitched their huts around it.',
  },
  {
    kind: 'noun:09646208',
    definition:
      'the chosen head of the fishermen of a single beach, having authority over the order of launching',
    usage: 'The {w} waved the first boat into the surf before dawn.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the senior keeper in charge of all the lock keepers on a stretch of canal', usage: 'The {w} cycled along the towpath, checking each lock gate before the holiday traffic began.',
  },
  // ability
  {
    kind: 'noun:05624029',
    definition: 'the ability to judge the weight of an object to within an ounce by lifting it', usage: 'The postmistress had such {w} that she priced parcels before putting them on the scale.',
  },
  { kind: 'noun:05624029', definition: 'the ability to tell the time within a few minutes without a clock',   usage: 'Farmers who work outdoors all day often develop {w}, guessing the hour from the shadows.' },
  {
    kind: 'noun:05624029',
    definition: 'a talent for finding lost or mislaid objects by imagining where one last saw them',   usage: 'People with {w} close their eyes, picture the morning, and walk straight to the missing keys.',
  },
  { kind: 'noun:05624029', definition: 'the ability to hear a single wrong note in a large choir',   usage: 'The choirmaster\'s {w} was legendary; he stopped ninety singers to point at one tenor in the back row.' },
  {
    kind: 'noun:05624029',
    definition: 'the ability to tell the age of a tree by the sound it makes when struck', usage: 'Veteran foresters claim {w}, tapping a trunk and announcing its age to within a decade.',
  },
  {
    kind: 'noun:05624029',
    definition: 'ability to tell the ripeness of fruit by smelling it from a distance',    usage: 'My grandmother\'s {w} let her pick the ripest melon from across the market.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to count a flock of sheep or goats at a glance as it passes through a gate', usage: 'Experienced shepherds develop {w} through years of watching flocks file through gates.',
  },
  { kind: 'noun:05624029', definition: 'judging water depth by color',     usage: 'Relying on {w}, the fisherman steered for the pale green shallows and away from the dark channel.' },
  { kind: 'noun:05624029', definition: 'the knack of knowing footsteps', usage: 'Boarding-school prefects develop {w}, knowing the housemaster\'s tread from anyone else\'s.' },
  {
    kind: 'noun:05624029',
    definition:
      'the faculty of sensing an approaching change in the weather through aches or stiffness in the joints',  usage: 'Elderly farmers trust their {w} more than the forecast, reaching for umbrellas when their knees ache.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to draw a straight line of any length without a rule or guide',   
    usage: 'The art teacher demonstrated her {w}, sweeping a perfect line across the whiteboard.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to read a page or document upside down as quickly as the right way up', usage: 'The reporter\'s {w} let her read the minister\'s notes across the desk.',
  },
  {
    kind: 'noun:05624029',
    definition: 'a talent for guessing the number of coins in a heap without counting',
    usage: 'Market traders with {w} can price a jar of change at a glance.',
  },
  // natural process
  {
    kind: 'noun:13540166',
    definition: 'the bleaching of fallen leaves on the surface of a pond before they sink',     usage: 'In late October we watched the {w} on the mill pond, the brown leaves fading to pale gold before they sank.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the hollowing of the undersides of boulders on a beach by sand thrown up in storms', usage: 'Geologists point to {w} as proof of how high the storm waves reach on this shore.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the slow loss of color from the petals of a flower after it has been pollinated',   usage: 'Gardeners notice {w} in orchids a day or two after bees have visited.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the settling of fine desert dust from the air onto snow, staining it yellow or red', usage: 'After the southern storm, the skiers found the {w} had tinted the whole slope a pale orange.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the closing of the pores or stomata of leaves during the hottest hours of summer',     usage: 'By noon the botanist measured {w} in the maize leaves, and the field stopped drawing water.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the daily swelling of the trunks of trees at dawn as they take up water',   usage: 'The forester fixed a gauge to the oak and showed us the {w} at first light.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the thickening of the coats of hill ponies in the weeks before the first frost',
    usage:
      'Hill farmers read the {w} as a sign that winter is near.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the loss of sweetness from green peas in the hours after they are picked',   
    usage: 'Picking peas at dawn, Grandpa insisted we cook them by lunch to beat the {w}.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the slow fading of the scent of a flower over the hours after sunrise', usage: 'Perfumers harvest jasmine before dawn to avoid {w}, which robs the blossoms of their richness.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the loosening of the scales of a pine cone in dry weather and their closing in damp',  usage: 'Grandpa hung a cone by the door and used its {w} to forecast the weather.',
  },
  { kind: 'noun:13540166', definition: 'the gradual paling of the feathers of a bird as it ages', usage: 'The vet pointed to the {w} on the parrot\'s wings, now more grey than green.' },
  {
    kind: 'noun:13540166',
    definition: 'the gathering of fallen leaves into the bends or eddies of a stream, especially in autumn', usage: 'In October, {w} leaves thick brown rafts in every quiet bend of the brook.',
  },
  { kind: 'noun:13540166', definition: 'the drift of floating seeds to the leeward shore of a lake',   usage: 'Botanists tracing how lilies spread around a lake must account for {w}, which favours the downwind bank.' },
  // mental disorder
  { kind: 'noun:14107272', definition: 'a morbid fear of being the last to leave any gathering',  usage: 'Her {w} made her slip out of every party well before midnight.' },
  { kind: 'noun:14107272', definition: "dread of forgetting the name of a child",  usage: 'Before the first day of school, the new teacher\'s {w} kept her up memorizing the class photos.' },
  {
    kind: 'noun:14107272',
    definition: "a conviction that one's handwriting is degenerating",  usage: 'My grandfather\'s {w} drove him to copy out his shopping lists twice, checking each letter.',
  },
  { kind: 'noun:14107272', definition: "an anxious preoccupation with the health of one's pets",  usage: 'Vets see plenty of {w}, with owners rushing in over every sneeze.' },
  { kind: 'noun:14107272', definition: 'dread of laughing during solemnities', usage: 'At the funeral, Mark\'s {w} made him stare at his shoes and bite his cheek.' },
  {
    kind: 'noun:14107272',
    definition:
      'a disorder in which the sufferer believes any kindness or help shown to them is a form of pity',   
    usage: 'Her {w} made her refuse the neighbour\'s casserole, convinced it was charity for a poor widow.',
  },
  { kind: 'noun:14107272', definition: 'an abnormal dread of being spoken to by name in a crowd',   usage: 'People with {w} dread roll calls and dentists\' waiting rooms.' },
  {
    kind: 'noun:14107272',
    definition: 'a compulsion to rehearse every conversation aloud before it takes place',
    usage: 'Her {w} meant she muttered in the car for ten minutes before every phone call.',
  },
  {
    kind: 'noun:14107272',
    definition:
      'a persistent delusion that some great task or duty has been left unfinished, without knowing what it is',   usage: 'Sufferers of {w} may pace the house at night, sure that something vital remains undone.',
  },
  {
    kind: 'noun:14107272',
    definition: 'a morbid fear of getting directions wrong, especially those given aloud',  usage: 'Because of her {w}, Clara made the taxi driver repeat the route three times.',
  },
  // area
  {
    kind: 'noun:02738693',
    definition: 'a covered yard behind an inn where carriers left their carts overnight', usage: 'The carriers rolled their wagons into the {w} and went inside for ale.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a room off the main hall of a public building, used for receiving petitions or complaints',
    usage: 'The widow waited in the {w} for an hour before the clerk took her complaint.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a narrow room behind a courtroom where witnesses waited apart from one another', usage: 'The nervous shopkeeper sat alone in the {w}, listening to the muffled voices of the trial.',
  },
  {
    kind: 'noun:02738693',
    definition: 'the raised part of a chapel or church floor where a choir of children sat',  usage: 'Old parish churches often keep the {w} at the back, where the Sunday-school pupils once sang.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a walled space behind a bakery where fuel for the ovens was stacked',     usage: 'Village bakers stack faggots of brushwood in the {w} ready for the morning firing.',
  },
  {
    kind: 'noun:02738693',
    definition:
      'a room beneath the seats of a theater, used for holding the umbrellas and hats of the audience',  usage: 'Theatre attendants hurry down to the {w} at the interval to fetch umbrellas for early leavers.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a long loft or upper room over a coach house, used for storing carriage cushions and lamps',   usage: 'Grand houses keep spare cushions and lamps in the {w} above the carriages.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a bay at the side of a warehouse where carts were loaded out of the rain',   
    usage: 'The drivers sheltered in the {w} while porters loaded the wagons.',
  },
  {
    kind: 'noun:02738693',
    definition: 'the part of a public library where newspapers were read standing at slanted desks', usage: 'In the {w}, old men stood shoulder to shoulder, turning the broadsheets with a rustle.',
  },
  {
    kind: 'noun:02738693',
    definition: "a recess in the hall of a town house where visitors' wet cloaks were dried by a stove", usage: 'Town houses of that era include {a} {w} where a stove dries guests\' wet coats.',
  },
  // traveler
  { kind: 'noun:09652940', definition: 'a person who travels by river barge to avoid the cost of the roads', usage: '{A} {w} trades speed for a cheap passage and long days watching the banks.' },
  { kind: 'noun:09652940', definition: "a traveler walking a country's whole coastline", usage: 'Camping on the cliff, the {w} told us she had covered two thousand miles of shore since spring.' },
  {
    kind: 'noun:09652940',
    definition: 'a person who makes the same long journey every year to visit a grave', usage: 'Cemetery keepers recognize {a} {w} who arrives every spring with fresh lilies from far away.',
  },
  { kind: 'noun:09652940', definition: 'a traveler shunning all highroads', usage: 'The {w} led us along sunken lanes and cattle tracks for three days without touching tarmac.' },
  {
    kind: 'noun:09652940',
    definition: 'a person who travels from one spa town to another in search of a cure',  usage: 'The {w} arrived at Baden-Baden with a trunk of medicines and a list of complaints.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who pays for passage on cargo ships by working, usually in the galley',     usage: 'The {w} peeled potatoes in the galley all the way from Rotterdam to Montreal.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a person who returns to every town where he once lived, in the order he lived there', usage: '{A} {w} plans each holiday like a pilgrimage, retracing his life town by town.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who crosses borders on foot to avoid paying for a passport stamp',  usage: '{A} {w} usually slips across at quiet crossings where guards are few.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a person who travels the country to attend the funerals of old comrades',   usage: 'At the graveside stood the {w}, medals pinned to his coat, who had come three hundred miles.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who follows the course of a single river from its mouth to its source',     usage: 'The {w} showed us a map of the Danube marked with every campsite from the delta to the Black Forest.',
  },
  // creator
  {
    kind: 'noun:09637345',
    definition: 'a painter of commissioned views of houses',
    usage: 'The {w} set up his easel on the lawn and spent three days painting the manor from the lake.',
  },
  { kind: 'noun:09637345', definition: 'someone who makes maps of single estates by hand for landowners',   usage: 'The {w} walked the boundary hedges with his chain before inking the squire\'s new map.' },
  {
    kind: 'noun:09637345',
    definition: 'a designer of processional banners', usage: 'The {w} unrolled his sketch of the saint and asked the guild which colours they preferred.',
  },
  {
    kind: 'noun:09637345',
    definition: 'a designer of bottle labels',
    usage: 'The winery hired a young {w} to give its new rosé a fresher look on the shelf.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who paints the names and home ports of boats on their sterns',   usage: 'Every harbour has {a} {w} who letters new hulls in gold before the spring launch.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who carves the names of donors on the wooden boards of a village hall',
    usage: 'The {w} chiselled the baker\'s family onto the board in the village hall.',
  },
  { kind: 'noun:09637345', definition: 'a painter of fairground panels', usage: '{A} {w} covers carousels and stalls with bright scrolls, horses and lettering.' },
  { kind: 'noun:09637345', definition: 'someone who weaves pictures of local buildings into rugs', usage: 'The {w} showed us a rug with the village church and bakery woven into its border.' },
  {
    kind: 'noun:09637345',
    definition: 'someone who makes small painted portraits of ships for their captains',    usage: 'In the harbour tavern, {a} {w} offered to paint the captain\'s schooner for a guinea.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who paints flowers and birds on the lids of workboxes and trunks',     usage: 'The {w} dipped a fine brush and added a robin to the lid of the sewing box.',
  },
  // speech act
  {
    kind: 'noun:07175534',
    definition: 'a public declaration, made at a funeral, of a debt owed by the dead person',  usage: 'At the graveside, the brother made the {w}, promising to repay the miller from the estate.',
  },
  {
    kind: 'noun:07175534',
    definition: 'an announcement of an engagement made without the consent of the other party', usage: 'The {w} in the local paper shocked the bride-to-be, who had never said yes.',
  },
  {
    kind: 'noun:07175534',
    definition: 'a remark intended as praise that reveals a secret of the person praised',   usage: 'At dinner, my aunt\'s {w} about my sister\'s new slim figure let slip that she had been dieting in secret.',
  },
  {
    kind: 'noun:07175534',
    definition:
      'a blessing spoken over a newly built boat or ship, naming the dangers from which it is to be spared',
    usage: 'In fishing ports, the priest speaks the {w} as the new trawler slides down the slipway.',
  },
  {
    kind: 'noun:07175534',
    definition: 'a complaint about a neighbor that is voiced in a church or chapel',     
    usage: 'At the chapel meeting, Mrs. Evans voiced her {w} about the Joneses\' noisy rooster.',
  },
  { kind: 'noun:07175534', definition: 'an angry vow kept only from pride',    usage: 'Family feuds often rest on {a} {w} whose original cause no one can recall.' },
  { kind: 'noun:07175534', definition: 'a promise made on behalf of another who is not present',   usage: 'Parents sometimes make {a} {w} for a grown child, then regret it when he refuses to honor it.' },
  {
    kind: 'noun:07175534',
    definition: 'a speech thanking every helper but one',
    usage: 'Award ceremonies sometimes produce {a} {w}, leaving one forgotten volunteer fuming at the back.',
  },
  {
    kind: 'noun:07175534',
    definition:
      'a speech made by an outgoing tenant or lodger listing the faults of the dwelling to the incoming one',   usage: 'Before handing over the keys, the departing lodger delivered a long {w} about the damp and the draughts.',
  },
  { kind: 'noun:07175534', definition: 'a toast recalling past suitors', usage: 'At village weddings, the bride\'s aunts traditionally offer {a} {w} to much laughter.' },
  // organization
  {
    kind: 'noun:08024893',
    definition: 'a society of smallholders who share the cost of keeping a bull or boar for breeding',
    usage: 'In hill villages, the {w} decides each spring which farm will stable the animal.',
  },
  {
    kind: 'noun:08024893',
    definition:
      'a club of carters or draymen who pay a weekly sum into a fund for replacing the dead horses of members',  usage: 'Draymen joined {a} {w}, paying a few pence a week so a dead horse would not ruin them.',
  },
  {
    kind: 'noun:08024893',
    definition: 'an association of ferry owners on a single river that fixes fares and timetables',   usage: 'When the {w} raised fares, the farmers on the east bank threatened to build their own raft.',
  },
  {
    kind: 'noun:08024893',
    definition: 'a society formed to keep the graves of drowned sailors in a harbor town', usage: 'Every Sunday, members of the {w} weeded the sailors\' plots and repainted the lettering on the stones.',
  },
  {
    kind: 'noun:08024893',
    definition: 'a union of villages having one schoolteacher',   usage: 'In the {w}, the teacher spends Monday in one hamlet and Tuesday in the next.',
  },
  { kind: 'noun:08024893', definition: 'an association of mill-sharing bakers', usage: 'The {w} met at the mill on Sunday to agree whose flour would be ground first.' },
  { kind: 'noun:08024893', definition: 'a league of orchard owners that hires pickers and shares the carts', usage: 'Small growers join the {w} so they can afford pickers and carts at harvest.' },
  {
    kind: 'noun:08024893',
    definition: 'a society of women that keeps a stock of mourning clothes to lend to bereaved families', usage: 'When a miner died, the {w} sent round black dresses for his widow and daughters.',
  },
  { kind: 'noun:08024893', definition: 'a lamplighter guild, usually setting street-lighting hours', usage: 'In many old towns, the {w} decided when the gas lamps were lit each evening.' },
  {
    kind: 'noun:08024893',
    definition: 'a company of citizens or burghers that keeps the public clock and pays for the winding',
    usage: 'The {w} met each New Year to settle the clockmaker\'s bill and check the bells.',
  },
  // computer memory unit
  {
    kind: 'noun:13622839',
    definition: 'a unit of information equal to the data held in one sector of a floppy disk or diskette', usage: 'The computing teacher explained that each {w} on the disk held just a few hundred characters of text.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of information equal to the contents of one removable disk pack', usage: 'The operator mounted another {w} on the drive, and the payroll program whirred to life.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the amount held on one track of a magnetic drum', usage: 'Early computers stored a program one {w} at a time on a spinning cylinder.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of computer storage equal to half a megabyte; used especially in rating early disk cartridges',   usage: 'Early disk cartridges were rated by the {w}, a capacity that seems tiny today.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of information equal to one full reel of punched tape, used especially in early computing', usage: 'Early programmers measured a program\'s size by the {w}.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to sixteen kilobytes, used especially in early home computers',    usage: 'Plugging in the expansion pack, the boy gained one {w} of extra memory for his games.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of information equal to the amount of text or characters filling one screen of a terminal', usage: 'Early terminals showed text one {w} at a time.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the block size of an early magnetic tape',   usage: 'The programmer rounded the payroll record up to a full {w} so the tape drive could read it.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the memory on one plug-in board of an early computer',    usage: 'Early programmers counted memory by the {w}, slotting in new boards when more was needed.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to one standard punched card of eighty columns',    usage: 'My grandfather remembered when a single {w} held one line of his program and a dropped box meant disaster.',
  },
  // belief
  {
    kind: 'noun:05950141',
    definition: 'the belief that a house must not be left empty on the night of a death',     usage: 'Because of the {w}, neighbors in the village take turns sitting up in a bereaved home.',
  },
  {
    kind: 'noun:05950141',
    definition:
      '(folklore) a household spirit said to live in the bread oven and to spoil the loaves or dough if offended', usage: 'Bakers\' wives left a crust for the {w} so that the next day\'s loaves would rise.',
  },
  {
    kind: 'noun:05950141',
    definition: 'the belief that bread baked at a particular feast or festival never becomes mouldy',     usage: 'Cottagers keep a loaf from Good Friday all year, trusting in {w}.',
  },
  {
    kind: 'noun:05950141',
    definition:
      'the belief that a tree planted at the birth of a child shares the fortune or fate of that child', usage: 'Families who hold to {w} tend the sapling carefully, fearing that its illness might spread to the child.',
  },
  {
    kind: 'noun:05950141',
    definition:
      'the belief that the first person or animal to cross a newly built bridge will die within a year', usage: 'Because of the {w}, the villagers drove a goat across the new span before any person would step on it.',
  },
  {
    kind: 'noun:05950141',
    definition: 'the belief that a well or spring will dry up if a quarrel takes place beside it', usage: 'When two women began to argue at the spring, Martha reminded them of the {w} and sent them home.',
  },
  { kind: 'noun:05950141', definition: 'belief in gulls as sailors', usage: 'The fisherman\'s {w} made him scold his grandson for throwing stones at the birds on the quay.' },
  {
    kind: 'noun:05950141',
    definition: 'the belief that a knife given as a gift cuts the friendship unless a coin is paid for it',   usage: 'Because of the {w}, my aunt insisted that I give her a penny for the carving knife she had sent me.',
  },
  {
    kind: 'noun:05950141',
    definition: '(folklore) a milk-souring marsh spirit', usage: 'Dairymaids on the fen blame the {w} when the evening milk turns overnight.',
  },
  // worship
  { kind: 'noun:01030597', definition: 'the worship of farm tools',   usage: 'The anthropologist recorded the village\'s {w}, as elders garlanded the ploughs each spring.' },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of threshold spirits',     usage: '{w} explains why brides in some villages are carried over the doorstep.',
  },
  { kind: 'noun:01030597', definition: 'the worship of soul-bearing bees', usage: 'The folklorist recorded the villagers\' {w}, noting how they told the hives of every death in the family.' },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of boundary stones or markers as sacred to a deity',   
    usage:
      'Roman farmers practised {w}, garlanding the field markers each February.',
  },
  {
    kind: 'noun:01030597',
    definition:
      'the worship of the last sheaf of the harvest, especially as the dwelling of the grain spirit',
    usage: 'At harvest\'s end, the farmhands carried the corn dolly home in a ritual of {w}, hanging it over the hearth.',
  },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of salt as a holy substance in the rites of a household',  usage: 'Every new year, Grandmother performed the {w}, setting a bowl of salt on the hearth and bowing to it.',
  },
  { kind: 'noun:01030597', definition: 'the worship of horses as the bearers of the dead to the next world', usage: 'The archaeologist believed the horse skulls around the grave pointed to {w}.' },
  { kind: 'noun:01030597', definition: 'the veneration of the bones of animals killed in the hunt',  usage: 'Archaeologists infer {w} from caves where bear skulls were carefully arranged on stone shelves.' },
  {
    kind: 'noun:01030597',
    definition: 'the worship of crossroads as places where the gods of travelers meet',   usage: 'Ancient travellers practised {w}, leaving cakes where roads met for the gods of the journey.',
  },
  // covering
  {
    kind: 'noun:03127399',
    definition: 'a birdcage night-cloth',
    usage: 'At bedtime Granny draped the {w} over the canary\'s cage.',
  },
  { kind: 'noun:03127399', definition: "a thick blanket of goat hair laid over a mule's load",   usage: 'Muleteers throw {a} {w} over the packs to keep out rain and dust.' },
  { kind: 'noun:03127399', definition: 'a rush mat laid along the floor of a church aisle in winter', usage: 'Sextons unroll {a} {w} each November to spare worshippers\' feet from the cold flagstones.' },
  { kind: 'noun:03127399', definition: 'a quilted cloth laid over the keys and lid of a closed piano', usage: 'Concert halls drape {a} {w} over the piano between recitals to keep off dust.' },
  { kind: 'noun:03127399', definition: 'a sheet of waxed calico tied over the mouth of a jar of preserves',  usage: 'Grandma tied {a} {w} over each jar of plum jam and labelled it with the date.' },
  {
    kind: 'noun:03127399',
    definition: 'a sheet of oiled paper pasted over a broken window until it can be reglazed',    usage: 'After the storm, Dad pasted {a} {w} over the broken pane until the glazier could come.',
  },
  {
    kind: 'noun:03127399',
    definition: 'a straw overshoe for ballrooms',
    usage: 'Dancers slip {a} {w} over their street boots to protect the polished floor.',
  },
  {
    kind: 'noun:03127399',
    definition: "a canvas sheet pegged over a cart's load of wool against rain and dust",    usage: 'Carriers pegged {a} {w} over the fleeces before setting off for market.',
  },
  { kind: 'noun:03127399', definition: 'a knitted hood drawn over the head of a sick lamb to keep it warm',    usage: 'Shepherds\' wives knit {a} {w} in spring for any weakling born in the snow.' },
  // unpleasant person
  {
    kind: 'noun:09654651',
    definition: 'a person who makes a show of paying exactly their own share of any bill',   usage: '{A} {w} will pull out a calculator at the end of every group dinner.',
  },
  { kind: 'noun:09654651', definition: 'someone who praises others only to draw attention to their faults', usage: 'At the dinner party my aunt played the {w}, admiring her sister\'s roast before listing every burnt edge.' },
  {
    kind: 'noun:09654651',
    definition: 'someone who takes the best portion of any shared dish ahead of other diners',  usage: 'At the picnic, Uncle Bob, the family {w}, grabbed the crispiest chicken leg before grace.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who keeps a written account of every favor owed to them',
    usage: 'My landlord was {a} {w} and reminded me of the ladder he had lent me two years earlier.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a guest who stays past every hint to leave and then complains of the hour',  usage: 'Every host dreads {a} {w}, yawning at midnight and blaming the party for keeping him so late.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who hums tunelessly in shared rooms and takes offence when asked to stop', usage: 'Open-plan offices seem to attract at least one {w}, and complaints about him rarely end well.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who repeats the same grievance to everyone they meet in a day',   usage: 'Every office has {a} {w} who tells the same story about the broken printer at every desk.',
  },
  {
    kind: 'noun:09654651',
    definition: 'someone who reminds others of their past mistakes at every gathering',   usage: '{A} {w} makes every family reunion feel like a trial.',
  },
  { kind: 'noun:09654651', definition: 'a breaker of borrowed tools',   usage: 'My father refused to lend the chainsaw to our neighbor, a notorious {w}.' },
  // change of state
  { kind: 'noun:00199979', definition: 'the gradual conversion of a private garden into a public park', usage: 'The {w} of the manor grounds took decades, beginning with Sunday openings.' },
  { kind: 'noun:00199979', definition: 'the change of fishing villages into resorts',     usage: 'Critics blame {w} for rising house prices that push local fishermen out of the harbor.' },
  {
    kind: 'noun:00199979',
    definition: "a village's parish-transfer",
    usage: 'Boundary changes sometimes led to {a} {w}, leaving villagers with a new church and new rates.',
  },
  {
    kind: 'noun:00199979',
    definition: "the conversion of a chapel's burial ground into a garden once burials have ceased", usage: 'The {w} turned the graveyard into a peaceful lawn with benches among the headstones.',
  },
  {
    kind: 'noun:00199979',
    definition: 'the merging of two neighboring parishes into a single living under one priest',   usage: 'Falling congregations have made {a} {w} common in the countryside.',
  },
  { kind: 'noun:00199979', definition: 'the change of a church into a dwelling house',      usage: 'The architect oversaw the {w}, fitting bedrooms into the chapel\'s galleries.' },
  {
    kind: 'noun:00199979',
    definition: 'the return of a drained marsh to open water after the pumps are abandoned',    usage: 'When the pumping stations closed, {w} spread across the fens, and herons returned within a decade.',
  },
  { kind: 'noun:00199979', definition: "a lending library's conversion to free use",   usage: 'After the {w}, the library\'s queue stretched around the block.' },
  // work
  {
    kind: 'noun:00576778',
    definition: 'the cleaning of the silt from a mill race while the wheel is stopped',   usage: 'Village lads were paid in flour for the yearly {w}, shovelling mud while the wheel stood still.',
  },
  {
    kind: 'noun:00576778',
    definition: 'the relaying of the stones of a village street on a new bed of sand', usage: 'The {w} closes the main street for a month, as masons lift and reset each cobble.',
  },
  { kind: 'noun:00576778', definition: 'the clearing of flood debris from meadows',    usage: 'After the river fell, the whole village joined in the {w}, dragging branches off the hay fields.' },
  { kind: 'noun:00576778', definition: 'the reroofing of barns with salvaged slates', usage: 'Conservation grants pay for {w}, keeping old farm buildings looking as they always have.' },
  {
    kind: 'noun:00576778',
    definition: "the scraping and tarring of a boat's hull on the beach between tides", usage: 'During the {w}, the fishermen worked fast to finish before the tide returned.',
  },
  { kind: 'noun:00576778', definition: 'the rehanging of church bells',     usage: 'The whole village gathered to watch the {w}, as each bell was winched up the tower.' },
  { kind: 'noun:00576778', definition: 'the resetting of gravestones that have sunk or leaned',  usage: 'Churchyard volunteers spend autumn on {w}, digging out and straightening the tilted stones.' },
  { kind: 'noun:00576778', definition: 'the repair of a sea wall with stone and timber after a storm',     usage: 'Coastal villages organize the {w} within days of a winter gale.' },
  // language unit
  {
    kind: 'noun:06294878',
    definition: 'a silent letter in a word that is sounded in words derived from it',   
    usage: 'Spelling teachers show how the {w} in bomb returns as a full sound in bombard.',
  },
  { kind: 'noun:06294878', definition: 'a suffix that moves the stress of the word it is added to', usage: 'Adding {a} {w} to a noun can shift the accent from the first syllable to a later one.' },
  {
    kind: 'noun:06294878',
    definition: 'a word that is pronounced differently by older and younger speakers of one town',   usage: 'Listening to the grandmother and her grandson argue, the linguist jotted down every {w} she heard.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a set greeting-reply',
    usage: 'Every culture has {a} {w}, such as the pair of phrases neighbours trade on a morning street.',
  },
  {
    kind: 'noun:06294878',
    definition:
      'a word used exclusively by the children of a district or locality, usually dropped in adulthood',   
    usage: 'Every playground has its own {w}, and parents from the next town over are often baffled by it.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a regionally silent letter', usage: 'Learners puzzle over {a} {w}, pronounced in one county and swallowed in the next.',
  },
  { kind: 'noun:06294878', definition: 'a word with dialect-irregular plural', usage: 'The dialect scholar wrote down the farmer\'s {w}, noting that he said housen where most of England says houses.' },
  {
    kind: 'noun:06294878',
    definition: 'a word that is no longer used except in the names of fields',   usage: 'Local historians puzzle over {a} {w} found on old tithe maps, its meaning long forgotten.',
  },
  // coloring material
  {
    kind: 'noun:15009532',
    definition: 'a purple coloring made from the skins of elderberries boiled in alum water',  usage: 'Country dyers used {w} to tint wool a soft violet.',
  },
  { kind: 'noun:15009532', definition: 'a pale pink dye obtained from the roots of a meadow plant',    usage: 'Aunt Flora soaked the silk in {w} and hung it out, pale as apple blossom.' },
  {
    kind: 'noun:15009532',
    definition: 'a grayish violet pigment made by grinding a soft slate found near coal seams', usage: 'The painter mixed a little {w} into the sky to give the dusk its dull violet tone.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a deep yellow coloring made from the skins of onions boiled with a little lye', usage: 'At Easter, my grandmother dipped the eggs in {w}, and they came out a deep golden brown.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a dull blue pigment consisting of crushed freshwater mussel shells and copper filings',    usage: 'The painter ground {w} on a marble slab and tested it on a scrap of paper.',
  },
  {
    kind: 'noun:15009532',
    definition: 'an orange dye made from the bark of the alder',
    usage: 'Grandmother dipped the wool into the {w}, and it came out the colour of a fox.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a green-black coloring made from the boiled cones of alder with iron salts',
    usage: 'The dyer lifted the skein from the pot, now a deep shade of {w}.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a pale gold stain for wood made from the boiled peel of bitter oranges',   usage: 'Furniture restorers brush {w} onto pale pine to give it the warmth of age.',
  },
  // tissue
  { kind: 'noun:05274844', definition: 'the fatty tissue packed around muscles of the lower back or loins',     usage: 'Butchers trim the {w} from a pork loin and render it into fine lard.' },
  {
    kind: 'noun:05274844',
    definition: 'the thickened tissue of the palm beneath the calluses of manual workers',  
    usage: 'Years of digging build {w} that makes a labourer\'s hand almost as stiff as leather.',
  },
  {
    kind: 'noun:05274844',
    definition: 'the tissue of the lower eyelid together with the fat that lies beneath it', usage: 'The cosmetic surgeon pinched the {w} and explained how she would reduce the puffiness.',
  },
  { kind: 'noun:05274844', definition: 'the thin skin and fat that cover the knuckles of the hand',   usage: 'The boxer\'s {w} split open on the third punch, and the referee stopped the fight.' },
  { kind: 'noun:05274844', definition: 'the tissue consisting of muscle and fat under the upper arm',   usage: 'The trainer pinched the {w} on my aunt\'s arm and promised it would firm up in a month.' },
  { kind: 'noun:05274844', definition: 'the soft tissue of the heel pad together with the skin over it', usage: 'Years of barefoot walking thicken the {w}, making it tough enough for hot sand.' },
  {
    kind: 'noun:05274844',
    definition:
      'the tissue lining the inside of the upper or lower lip, together with the small glands in it',
    usage: 'The dentist took a small biopsy from the {w} inside Mia\'s lower lip.',
  },
  {
    kind: 'noun:05274844',
    definition: 'the pale fibrous tissue left inside a joint after an old injury has healed',
    usage: 'The arthroscope showed the {w} left behind by my father\'s old football injury.',
  },
  // physical condition
  {
    kind: 'noun:14057659',
    definition: 'a state of stiffness in the fingers or hands that comes on in damp weather',   usage: 'Elderly knitters often blame {w} for dropped stitches on rainy days.',
  },
  {
    kind: 'noun:14057659',
    definition: 'the state of being unable to taste salt while other tastes are normal', usage: 'Patients with {w} tend to oversalt their food without ever tasting it.',
  },
  { kind: 'noun:14057659', definition: 'a condition in which the fingernails grow unusually slowly', usage: 'The dermatologist measured the girl\'s nails each month and confirmed {w}.' },
  {
    kind: 'noun:14057659',
    definition: 'a tendency of the skin of the shins to redden at the slightest touch or pressure',     usage: 'Nurses learn to recognize {w}, since a gentle bump leaves the lower leg flushed for an hour.',
  },
  { kind: 'noun:14057659', definition: 'a scalp tenderness under combing',     usage: 'People with {w} often wince when brushing their hair after a migraine.' },
  {
    kind: 'noun:14057659',
    definition: 'a condition in which body temperature falls below normal, usually at evening', usage: 'Patients with {w} feel chilly as dusk falls, even in warm rooms.',
  },
  { kind: 'noun:14057659', definition: 'a state of sweating on palms and soles alone, especially when cold',   usage: 'Waiting for her exam results, my sister\'s {w} left damp prints on the floor tiles.' },
  {
    kind: 'noun:14057659',
    definition: 'a condition of the voice deepening nightly',     usage: 'Radio hosts with {w} sound noticeably gruffer by the late show.',
  },
  // scientist
  { kind: 'noun:10580065', definition: 'a biologist who studies the insects that live in stored grain', usage: 'Large granaries often hire {a} {w} to find out why weevils keep spoiling the stored wheat.' },
  { kind: 'noun:10580065', definition: 'a chemist who studies the compounds that give wood smoke its smell',  usage: 'The {w} sniffed the sample from the smokehouse and jotted down three likely compounds at once.' },
  {
    kind: 'noun:10580065',
    definition: 'a geologist who studies the stones used in old buildings and where they were quarried',   usage: 'The {w} matched the cathedral\'s sandstone to a quarry forty miles up the river.',
  },
  { kind: 'noun:10580065', definition: 'a botanist who studies the plants that grow on walls and roofs',  usage: 'The {w} climbed the ladder to photograph the ferns sprouting between the chapel\'s roof tiles.' },
  { kind: 'noun:10580065', definition: 'a zoologist who studies the behavior of animals at night',    usage: 'The {w} spent the night in a hide with infrared goggles, watching badgers forage.' },
  {
    kind: 'noun:10580065',
    definition: 'a physicist who studies the behavior of sand and grain in heaps and hoppers',   usage: 'The {w} poured rice into a clear hopper to film how the grains jammed at the outlet.',
  },
  { kind: 'noun:10580065', definition: 'a scientist who studies the weathering of glass in church windows', usage: '{A} {w} analyzes the crust forming on medieval panes to decide how to clean them.' },
  // linear unit
  {
    kind: 'noun:13624548',
    definition: 'former hedging unit, usually one billhook long', usage: 'Hedge layers were once paid for each {w} of hawthorn they cut and wove.',
  },
  { kind: 'noun:13624548', definition: 'a former unit of length equal to the width of a plow furrow', usage: 'Estate maps from the manor give strip widths by the {w}, reflecting how ploughmen worked.' },
  {
    kind: 'noun:13624548',
    definition:
      'a former unit of length used in measuring fishing nets, equal to the width of one standard mesh',   usage: 'Net makers once reckoned the length of a drift net by the {w}, counting along the bottom row.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a unit of distance equal to the length a laden ox or mule could walk without resting', usage: 'The muleteer reckoned the oasis lay one {w} beyond the ridge, so we pressed on without a halt.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a former unit of length used in measuring rope on quaysides; about three yards',    usage: 'Harbor chandlers once sold rope by the {w}.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a unit of distance equal to the interval between milestones on a drove road', usage: 'The drover told his boy they had just one {w} left before the cattle could rest for the night.',
  },
  { kind: 'noun:13624548', definition: "a unit of length equal to twelve times the width of a man's thumb", usage: 'Tailors once measured cloth by the {w}, laying a thumb along it again and again.' },
  // vehicle
  { kind: 'noun:04531608', definition: 'a long narrow cart having a rack for carrying ladders and poles',     usage: 'The painters loaded the {w} with ladders and planks and wheeled it down to the chapel.' },
  {
    kind: 'noun:04531608',
    definition: 'a small steam lorry with a crane, used for carrying coal to the houses of a town', usage: 'The {w} hissed to a stop outside our terrace, and its crane swung a sack over the railings.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a light four-wheeled cart with a hood of tarred canvas, used by carriers on hill roads',   usage: 'Carriers drove {a} {w} up the mountain lanes with parcels and the post.',
  },
  {
    kind: 'noun:04531608',
    definition:
      'a motor bus with a rack on the roof for carrying bicycles and milk churns on a country route', 
    usage: 'In the hill villages, the {w} stops at every farm gate to collect milk churns and passengers.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a sledge with iron runners drawn by a horse to bring peat down from the moor',   usage: 'Crofters haul winter fuel off the hill on {a} {w} pulled by a sturdy pony.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a high-sided truck having slatted decks, used for carrying sheep or lambs',  usage: 'The {w} rumbled down the lane, bleating and smelling of the hill farm.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a cart with shafts at both ends',   usage: 'Miners used {a} {w} in narrow tunnels where there was no room to turn the pony round.',
  },
  // group action
  {
    kind: 'noun:01082290',
    definition: 'the clearing of a village pond by all the households together, usually on an appointed date',   usage: 'The {w} takes place each May, when every household sends someone with a rake.',
  },
  {
    kind: 'noun:01082290',
    definition: "the moving of a whole village's furniture and stock to higher ground before a flood",   usage: 'River towns carry out the {w} every spring, hauling chairs and grain sacks up to the chapel on the hill.',
  },
  {
    kind: 'noun:01082290',
    definition: "the communal mending of a harbor's nets",
    usage: 'Fishing villages turn the {w} into a social event, with tea and gossip on the quay.',
  },
  { kind: 'noun:01082290', definition: 'the joint rebuilding of a footbridge by the families on both banks', usage: 'Every few decades, the {w} draws families from both villages to the river with planks and rope.' },
  {
    kind: 'noun:01082290',
    definition: 'a night spent by a whole village guarding its orchards before the harvest',  
    usage: 'On the eve of the apple harvest, the whole village kept the {w}, lanterns swinging among the trees.',
  },
  {
    kind: 'noun:01082290',
    definition: 'the carrying of a new church bell from the foundry to the tower by relays of villagers',   usage: 'In some parishes, the {w} turns into a festival, with each hamlet carrying the load for a mile.',
  },
  {
    kind: 'noun:01082290',
    definition: 'the gathering of a whole community or parish to fill sandbags against rising floodwater',     usage: 'The church bell rang for the {w}, and the whole village turned out with shovels.',
  },
  // user
  {
    kind: 'noun:10761247',
    definition: 'a library regular borrowing books by one author, never any other',    usage: 'The librarian smiled as the {w} returned the last mystery and asked whether another by the same writer had come in.',
  },
  {
    kind: 'noun:10761247',
    definition: 'an eager reader of every new almanac',     usage: 'My grandfather, a keen {w}, could tell us the phase of the moon and the date of every fair.',
  },
  {
    kind: 'noun:10761247',
    definition: 'a regular user of a public bathhouse or baths, usually arriving at the same hour daily',    usage: 'The {w} arrived at six as always, hung his towel on peg nine and lowered himself into the hot pool.',
  },
  {
    kind: 'noun:10761247',
    definition: 'a customer who buys sweets or candy from the same shop daily throughout a lifetime', usage: 'When the sweetshop closed, the owner gave a free bag of toffees to its most faithful {w}.',
  },
  {
    kind: 'noun:10761247',
    definition: 'a person who uses the reading room of a museum daily for many years',   usage: 'Librarians know the {w} by name and save his favorite desk.',
  },
  { kind: 'noun:10761247', definition: 'a frequent buyer of second-hand tools at markets and sales',     usage: 'The {w} turned up at the farm auction at dawn and left with a barrow of rusty planes.' },
  { kind: 'noun:10761247', definition: 'a person who returns to the same barber every week for a shave',   usage: 'Every small-town barber counts on {a} {w} or two to fill the chairs on quiet mornings.' },
  // transaction
  {
    kind: 'noun:01108713',
    definition: "the exchange of a season's grazing rights for a share of the lambs born on the land",     usage: 'Upland farmers with spare pasture often agree to {a} {w} with a neighbour who has too many ewes.',
  },
  {
    kind: 'noun:01108713',
    definition:
      'the sale of a standing or unharvested crop at a price set by the buyer from an estimate of the likely yield',  usage: 'Smallholders short of cash accept {w}, letting a dealer judge their orchard on the tree.',
  },
  {
    kind: 'noun:01108713',
    definition: 'the transfer of a boat to a crew in return for a share of each catch until it is paid for', usage: 'Under the {w}, the three brothers took over the trawler and paid off its price in herring.',
  },
  {
    kind: 'noun:01108713',
    definition: 'the exchange of a strip of land between two farmers to straighten a boundary',  usage: 'After the {w}, the two neighbors finally built a straight fence.',
  },
  {
    kind: 'noun:01108713',
    definition: 'a loan of seed corn repaid at harvest with a set measure of grain in addition',
    usage: 'The widow took {a} {w} from the squire in spring and paid back an extra bushel in autumn.',
  },
  {
    kind: 'noun:01108713',
    definition:
      'the purchase of the output of a mill for a year in advance, usually against a loan for repairs',   usage: 'A struggling miller might agree to {a} {w}, selling next year\'s flour to the merchant who paid for new millstones.',
  },
  // religious person
  {
    kind: 'noun:09651570',
    definition: 'a lay brother who keeps the bees of a monastery and makes its candles', usage: 'The {w} lifted the comb from the hive and carried it off to melt down for altar tapers.',
  },
  {
    kind: 'noun:09651570',
    definition: 'a votaress of holy-day silence', usage: 'The {w} answered our greeting only with a bow, for it was a feast day.',
  },
  { kind: 'noun:09651570', definition: 'a hermit who keeps a light burning on a dangerous stretch of coast',     usage: 'The {w} climbed the rocks each evening with a can of oil to tend his lamp above the reef.' },
  {
    kind: 'noun:09651570',
    definition: 'a member of a religious order or community who tends the graves of deceased members',
    usage: 'The {w} clipped the grass around each small iron cross in the monks\' cemetery.',
  },
  {
    kind: 'noun:09651570',
    definition: 'a person who has vowed to walk barefoot to a shrine, usually once a year',   usage: 'Each August, {a} {w} can be seen limping up the stony path with blistered feet.',
  },
  { kind: 'noun:09651570', definition: 'a layman who leads prayers in a remote chapel that has no priest', usage: 'In island parishes, {a} {w} reads the Sunday prayers while the priest serves another chapel.' },
  // unfortunate
  { kind: 'noun:09653829', definition: 'a person who has lost a home and livelihood to a landslip',   usage: '{A} {w} often has to wait years for compensation once the hillside is declared unsafe.' },
  { kind: 'noun:09653829', definition: 'a man who has been wrongly imprisoned and released with nothing', usage: 'The {w} walked out of the prison gate with a plastic bag and a bus ticket.' },
  {
    kind: 'noun:09653829',
    definition: 'a person who has outlived all relatives or family and has no one left to call kin',   usage: 'Nursing homes try to find volunteer visitors for every {w}, since no family will ever come to call.',
  },
  { kind: 'noun:09653829', definition: 'a person cast out by their family for marrying against its wishes',      usage: '{A} {w} may not hear from her parents for years, until a grandchild softens them.' },
  { kind: 'noun:09653829', definition: 'a widow having to pay debts of the deceased',    usage: 'The {w} sold her husband\'s tools to satisfy the creditors who came knocking.' },
  // art
  { kind: 'noun:02746552', definition: 'the art of weaving pictures into the seats of rush chairs',   usage: 'Chairmakers skilled in {w} can set a whole hunting scene into a single seat.' },
  { kind: 'noun:02746552', definition: 'embroidery in dyed horsehair, usually on linen or canvas',   usage: 'My grandmother unrolled a panel of {w} showing a stag, its black and chestnut threads still glossy.' },
  {
    kind: 'noun:02746552',
    definition: 'the art of making pictures from pressed and dyed mosses',
    usage: 'At the craft fair, a grey-haired woman demonstrated {w}, arranging green and rust-dyed tufts into a forest scene.',
  },
  {
    kind: 'noun:02746552',
    definition: 'the art of painting scenes or figures on playing card backs',   
    usage: 'The duke commissioned an artist skilled in {w}, and each deck bore a miniature hunting scene.',
  },
  {
    kind: 'noun:02746552',
    definition: 'the art of patterning courtyards with gravels',
    usage: '{w} flourishes in Japanese temple gardens, where monks rake waves into white stone.',
  },
  // capitalist
  { kind: 'noun:09632262', definition: 'a merchant who deals in secondhand sacks, barrels and crates',     usage: 'Small farmers buy from {a} {w} rather than pay for new sacks.' },
  {
    kind: 'noun:09632262',
    definition: 'a shopkeeper who sells only goods made by the prisoners of a county gaol',   usage: '{A} {w} stocks brooms, baskets and mats, all made behind prison walls.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a dealer who buys the windfall apples of many orchards for cider makers', usage: 'In autumn the {w} makes the rounds of the orchards, buying fallen fruit by the sack.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a trader in rights to seabird eggs',   usage: 'On the northern islands, {a} {w} buys the rights to each cliff before the nesting season.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a merchant who buys up the unsold stock of failed shops and sells it at fairs',  usage: '{A} {w} often snaps up a bankrupt draper\'s bolts for a few pennies each.',
  },
  // change of integrity
  {
    kind: 'noun:00376871',
    definition: 'the splitting of a log with wedges driven along a crack already made by frost', usage: 'Grandpa began the {w} by tapping a steel wedge into the crack the frost had opened.',
  },
  { kind: 'noun:00376871', definition: 'the cutting of a cheese into wedges, usually with a taut wire',    usage: 'The cheesemonger performed the {w} with a taut wire, and the great wheel fell open in neat segments.' },
  { kind: 'noun:00376871', definition: 'the breaking of a seal on a document in the presence of witnesses',   usage: 'Families gather in the lawyer\'s office for the {w} of a will.' },
  { kind: 'noun:00376871', definition: 'the parting of rope chafed on rock',  usage: 'Climbers pad sharp edges to prevent {w}, which can send a falling partner to the ground.' },
  {
    kind: 'noun:00376871',
    definition:
      '(surgery) an incision into the sheath of a tendon, especially to free one that has become caught',   
    usage: 'Hand surgeons perform {w} to release a trigger finger.',
  },
  // social event
  { kind: 'noun:07303344', definition: 'a race run by farm horses still in harness between two villages',  usage: 'The yearly {w} draws crowds who cheer the plough teams as they thunder along the lane.' },
  {
    kind: 'noun:07303344',
    definition: 'a contest among carters or teamsters in backing a loaded wagon through a narrow gate',  usage: 'The crowd at the county show cheered as the winner of the {w} reversed his team through the posts with inches to spare.',
  },
  {
    kind: 'noun:07303344',
    definition:
      'a contest of bell ringing between the towers of neighboring parishes, usually held in spring',   usage: 'Each spring the {w} draws teams from every village in the valley, each hoping to out-ring its neighbours.',
  },
  {
    kind: 'noun:07303344',
    definition: 'a rowing race between the crews of harbor ferries, rowed in working boats', usage: 'The whole waterfront turned out for the {w}, cheering the blue ferry home by a length.',
  },
  { kind: 'noun:07303344', definition: 'a competition among shepherds in shearing, dipping and penning', usage: 'Hill farmers travel miles to the summer {w}, where the fastest shearer wins a silver cup.' },
  // layer
  {
    kind: 'noun:08609236',
    definition: 'the layer of soot and grease that builds up on the ceiling of an old kitchen',
    usage: 'Decorators must scrub away years of {w} before fresh paint will stick above the stove.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a layer of fine clay or silt laid down over a low meadow by a single flood',
    usage: 'After the water receded, the farmer knelt to measure the {w} spread across the low meadow.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a band of surface sea water in a harbor kept fresh by the outflow of a river', usage: 'Barnacles grow poorly on hulls moored in the {w} near the river mouth.',
  },
  {
    kind: 'noun:08609236',
    definition: 'the oldest layer of plaster beneath later coats on the wall of an old house',   usage: 'Stripping the wall, the restorer reached the {w}, mixed with horsehair three centuries ago.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a layer of shells and small bones deposited by floods or streams in the floor of a cave', usage: 'Paleontologists dig through the {w} to recover tiny bones of ancient mice.',
  },
  // drug
  {
    kind: 'noun:03252323',
    definition: 'a bitter preparation of willow bark and ginger given for fevers', 
    usage: 'Country healers give {w} to feverish children, who pull faces at its taste.',
  },
  { kind: 'noun:03252323', definition: 'a syrup of onion and honey given to children for coughs', usage: 'Whenever we coughed, Mum stirred a spoonful of {w} into warm water.' },
  { kind: 'noun:03252323', definition: 'a mild stimulant obtained from seeds of a desert shrub or tree', usage: 'Herders in the desert chew {w} to stay alert on long night watches.' },
  {
    kind: 'noun:03252323',
    definition: 'a synthetic sedative formerly given to prevent seasickness; causes drowsiness', usage: 'Before the ferry left, Mum gave us {w}, and we slept the whole way to France.',
  },
  {
    kind: 'noun:03252323',
    definition: 'a compound of bismuth and chalk once prescribed for stomach ulcers',
    usage: 'The old pharmacist measured out a spoonful of {w} for the farmer\'s aching stomach.',
  },
  // doctrine
  {
    kind: 'noun:05952149',
    definition:
      'the doctrine that the soul enters the body at the first breath rather than at conception or quickening',   usage: 'In the seminar, the ethicist explained how {w} shaped ancient views on abortion.',
  },
  {
    kind: 'noun:05952149',
    definition:
      '(theology) the doctrine that prayers for the dead are heard only on the anniversary of their death', usage: 'Followers of {w} gather at graves once a year, believing that only then are their prayers heard.',
  },
  {
    kind: 'noun:05952149',
    definition: '(philosophy) the theory that knowledge of any kind begins with touch',
    usage: 'Defenders of {w} point out that infants learn the world through their hands before their eyes.',
  },
  {
    kind: 'noun:05952149',
    definition: 'the doctrine that land belongs to the one who first drains or clears it', usage: 'Frontier settlers invoked {w} to claim swamps they had turned into fields.',
  },
  {
    kind: 'noun:05952149',
    definition: '(ethics) the view that a debt passes to the heirs of the debtor only if they knew of it',  usage: 'The philosophy seminar debated {w} after a student described inheriting her uncle\'s secret gambling debts.',
  },
  // beverage
  {
    kind: 'noun:07897775',
    definition:
      'a hot drink consisting of apple peelings and cloves steeped in water, usually sweetened with honey', usage: 'On a frosty evening, Mum poured cups of {w}, and the kitchen smelled of cloves.',
  },
  {
    kind: 'noun:07897775',
    definition: 'a cold drink of whey mixed with crushed sorrel leaves and a little sugar', usage: 'Haymakers drank {w} from stone jars to cool down in the afternoon heat.',
  },
  {
    kind: 'noun:07897775',
    definition: 'a drink of toasted rye crusts steeped in hot water and flavored with caraway', usage: 'Grandfather poured a mug of {w} and said it was better than any coffee.',
  },
  { kind: 'noun:07897775', definition: 'a cordial made from blackcurrant leaves steeped in sugar syrup', usage: 'Country cooks make {w} in June and dilute it with cold water through the summer.' },
  // talk
  {
    kind: 'verb:00944022',
    definition: 'speak of the dead in the present tense out of habit',  usage: 'Months after the funeral, Grandma still tended to {w}, telling guests that Grandpa loves his roses.',
    takesObject: false,
  },
  {
    kind: 'verb:00944022',
    definition: 'discuss (a private matter) in a language the others present do not understand', usage: 'At dinner my parents would {w} our birthday presents in German so we could not follow.',
    takesObject: true,
  },
  {
    kind: 'verb:00944022',
    definition: 'talk at length about the weather as a way of avoiding a subject',
    usage: 'Awkward guests often {w} when someone asks about their divorce.',
    takesObject: false,
  },
  {
    kind: 'verb:00944022',
    definition: 'recount (a quarrel or dispute) to both parties in turn, usually so as to make peace',    usage: 'The vicar agreed to {w} the argument over the hedge, visiting each neighbour in turn with the other\'s side.',
    takesObject: true,
  },
  // defender
  {
    kind: 'noun:09637714',
    definition: 'a man employed to guard the fruit of an orchard from thieves in the weeks before picking',    usage: 'In late summer the {w} sleeps in a hut among the trees with a dog and a lantern.',
  },
  {
    kind: 'noun:09637714',
    definition: 'a person who keeps watch over a field of grain at night to scare off deer', usage: 'The {w} lit a lantern at the field\'s edge and banged a pan whenever he heard hooves.',
  },
  {
    kind: 'noun:09637714',
    definition: 'a guard posted at a village well in time of drought to ration the water',    usage: 'In dry years the village appoints {a} {w}, who gives each household two buckets at dawn.',
  },
  {
    kind: 'noun:09637714',
    definition: 'a man hired to protect the nets of fishermen left drying on a beach',     usage: 'Fishing villages hire {a} {w} to sit by the nets through the night and keep thieves away.',
  },
  // liquid
  {
    kind: 'noun:14964524',
    definition:
      'a clear oily liquid pressed from the seeds of a wild mustard, used for waterproofing leather',    usage: 'Before the hike, my grandfather rubbed {w} into his boots until they shone.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a thin mixture of linseed oil and beeswax, used for dressing the blades of oars',   usage: 'Before the race, the boatman brushed {w} onto the blades and left them to dry.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a liquid made by boiling pine needles in lye, used to wash the floors of dairies',  usage: 'Dairymaids scrub the flagstones with {w}, leaving the parlour smelling of resin.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a brown liquid drained from a heap of rotting apple pulp, used to kill weeds',    usage: 'Cider makers pour {w} along the farm paths to keep the nettles down.',
  },
  // unwelcome person
  {
    kind: 'noun:09654317',
    definition:
      'a relative, usually distant, who arrives promptly upon a death in the family to claim belongings or money', usage: 'Before the funeral flowers had wilted, {a} {w} from Leeds arrived asking about the silver.',
  },
  {
    kind: 'noun:09654317',
    definition:
      'a neighbor who reads letters addressed to others, especially ones left on a shared hall table', usage: 'When my postcard from Spain arrived, the {w} downstairs knew about my new job before I did.',
  },
  {
    kind: 'noun:09654317',
    definition:
      'a stranger who regularly takes the best pew in a village church or chapel and speaks to no one', usage: 'Parishioners grumble when {a} {w} claims the front seat and slips out before the blessing.',
  },
  {
    kind: 'noun:09654317',
    definition: 'a hawker who calls at the same house after being told not to return',
    usage: 'Householders post a sign on the gate to discourage {a} {w}, though it seldom deters him.',
  },
  // atmospheric phenomenon
  {
    kind: 'noun:11445694',
    definition:
      'a low band of cloud or mist lying along the side of a valley at a fixed height, usually on still mornings',   usage: 'Walkers often climb through {a} {w} and emerge into sunshine above it.',
  },
  {
    kind: 'noun:11445694',
    definition: 'a thin veil of cloud that forms over a lake at sunset and lifts before midnight',     usage: 'Anglers on highland lochs watch for the {w}, which drifts in at dusk and melts away by midnight.',
  },
  {
    kind: 'noun:11445694',
    definition: 'a ring of mist that forms around the summit of a hill just before dusk', usage: 'Shepherds read {a} {w} on the fell as a sign of a clear, cold night to come.',
  },
  {
    kind: 'noun:11445694',
    definition:
      'a warm damp wind blowing up an estuary with the incoming tide, especially on spring evenings',   usage: 'As the tide turned, the {w} rolled up the estuary, and we took off our coats on the quay.',
  },
  // furniture
  {
    kind: 'noun:03410635',
    definition:
      'a tall cupboard having a slatted door and shelves of wire mesh, used for storing apples through the winter', usage: 'Farmhouse cellars often hold {a} {w}, where the harvest stays crisp until spring.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a low bench with a rack beneath for drying wet boots beside a stove',  usage: 'The shepherd set his soaked boots on the {w} and stretched his feet toward the fire.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a long table with a shallow trough down its middle for serving food to farm hands',   usage: 'At harvest, the farmer\'s wife ladles stew down the {w} for the hungry laborers.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a chest of deep drawers lined with cedar, made for storing fleeces and knitting wool',
    usage: 'Spinners keep raw fleeces in {a} {w}, where the cedar keeps moths away.',
  },
  // sound
  { kind: 'noun:07385893', definition: 'the dull knock of a boat against a wooden jetty at night',    usage: 'Lakeside campers often fall asleep to the {w} of rowboats nudging the pier.' },
  { kind: 'noun:07385893', definition: 'the hiss of rain falling on a surface of dry leaves', usage: 'Walkers in autumn woods often hear the {w} before they feel a single drop.' },
  { kind: 'noun:07385893', definition: 'the faint creak of a rope taking up a load', usage: 'Sailors listen for the {w} that tells them the anchor has bitten.' },
  // advocate
  {
    kind: 'noun:09794206',
    definition: 'an advocate of the return of common land to the use of villagers',
    usage: 'At the parish meeting, a fiery {w} demanded that the landlord\'s fences be pulled down.',
  },
  { kind: 'noun:09794206', definition: 'a campaigner for the planting of fruit trees along public roads',    usage: '{A} {w} dreams of travelers picking apples from branches along every country lane.' },
  { kind: 'noun:09794206', definition: 'a supporter of teaching dialect in schools',   usage: '{A} {w} argues that children learn best when lessons begin in the speech of their own homes.' },
  // physical property
  {
    kind: 'noun:05016354',
    definition: 'the tendency of a fabric to lose its color when wetted with salt water',
    usage: 'Sailmakers test canvas for {w} before dyeing a whole batch of red sails.',
  },
  { kind: 'noun:05016354', definition: "a timber's tendency to smell when worked", usage: 'Carpenters dislike the {w} of camphor wood, which fills the shop with its odour for days.' },
  {
    kind: 'noun:05016354',
    definition: 'the readiness of a stone to take a polish, especially once long exposed to weather', usage: 'The mason rubbed a corner of the weathered gatepost to check its {w} before quoting for the job.',
  },
  // drug of abuse
  {
    kind: 'noun:03253661',
    definition: 'a cheap cigar consisting of the trimmings of other cigars, loosely rolled in a poor wrapper',    usage: 'Uncle Jack lit {a} {w} after dinner, and loose shreds of tobacco fell into his lap.',
  },
  {
    kind: 'noun:03253661',
    definition: 'a cigar or cheroot rolled with a leaf of maize husk instead of tobacco leaf',  usage: 'On the porch, Abuelo lit {a} {w}, and the smell of toasted corn drifted across the yard.',
  },
  { kind: 'noun:03253661', definition: 'a plug of tobacco soaked in rum and pressed for chewing', usage: 'Sailors carried {a} {w} in their pocket and chewed it on long watches.' },
  // spatial property
  { kind: 'noun:05069917', definition: 'the property of a field of being wider at one end than the other', usage: 'The farmer measured the {w} of the meadow and planned his plowing to suit its wedge shape.' },
  {
    kind: 'noun:05069917',
    definition: 'the property of a surface of sloping evenly in two directions at once',     usage: 'The architect explained that the {w} of the courtyard sent rainwater to one corner drain.',
  },
  {
    kind: 'noun:05069917',
    definition: 'the degree to which the rooms of a house open into one another without passages',   usage: 'The {w} of the farmhouse meant we walked through three bedrooms to reach the bathroom.',
  },
  // sound
  {
    kind: 'verb:02180712',
    definition: 'tick and creak, as a cooling stove', usage: 'After the fire died, we lay awake listening to the iron roof {w} in the night air.',
    takesObject: false,
  },
  {
    kind: 'verb:02180712',
    definition: 'whine ever higher', usage: 'As the engine overheated, its note began to {w} until the mechanic cut the power.',
    takesObject: false,
  },
  { kind: 'verb:02180712', definition: 'hiss and pop by turns', usage: 'The damp logs began to {w} in the grate as we huddled around them.', takesObject: false },
  // cover
  {
    kind: 'verb:01335412',
    definition: 'coat (a wooden floor) with a mixture of ox blood and lime',   usage: 'Before the dance, the farmhands helped {w} the barn floor until it shone dark red.',
    takesObject: true,
  },
  {
    kind: 'verb:01335412',
    definition: 'clay-bandage (grafts)',
    usage: 'The orchard keeper showed us how to {w} the fresh grafts before tying them with raffia.',
    takesObject: true,
  },
  {
    kind: 'verb:01335412',
    definition: 'coat (a stone or brick wall) with lime and tallow wash', usage: 'Fishermen {w} their cottage walls each spring to keep out the salt wind.',
    takesObject: true,
  },
  // bad person
  {
    kind: 'noun:09851208',
    definition: 'a person who poisons the dogs and livestock of neighbors against whom he bears a grudge',   usage: 'Rural police dread {a} {w}, since dead sheep rarely point to a culprit.',
  },
  {
    kind: 'noun:09851208',
    definition: 'a usurer foreclosing at harvest',  usage: 'Peasant songs curse the {w}, who takes the land just as the wheat turns gold.',
  },
  // cut
  {
    kind: 'verb:01555301',
    definition: 'cut (a hedge) back hard on one side only, leaving the other side to flower', usage: 'Wildlife-friendly farmers {w} their hawthorns, leaving the field side to blossom for the bees.',
    takesObject: true,
  },
  {
    kind: 'verb:01555301',
    definition: 'cut a shallow groove around (a log) to mark where it is to be sawn',    usage: 'Before lunch, the lumberjack stopped to {w} each log with his axe where the saw should bite.',
    takesObject: true,
  },
  // commodity
  {
    kind: 'noun:03080712',
    definition: 'goods made by inmates of a workhouse or poorhouse and sold to raise funds for it', usage: 'The vicar\'s wife bought a basket of {w} at the bazaar, mostly rag rugs and mended shoes.',
  },
  { kind: 'noun:03080712', definition: 'linens and blankets kept by a household for the use of guests only',     usage: 'Careful housekeepers keep the {w} in a cedar chest so it stays fresh for visitors.' },
  // utter
  {
    kind: 'verb:00985856',
    definition: 'grunt sharply in alarm',     usage: 'Wild boar {w} and crash away through the undergrowth when they catch a human scent.',
    takesObject: false,
  },
  {
    kind: 'verb:00985856',
    definition: 'make the thin piping call of a young bird separated from its parents',   usage: 'Chicks that stray from the hen {w} until she clucks them back.',
    takesObject: false,
  },
  // request
  {
    kind: 'verb:00754770',
    definition:
      'ask (a neighbor) for the loan of a tool or animal on the understanding that the favor will be returned',  usage: 'At harvest, Dad walked over to {w} the Hendersons, knowing he would lend them our tractor in spring.',
    takesObject: true,
  },
  {
    kind: 'verb:00754770',
    definition: 'petition (a landlord) for relief after blight', usage: 'When the potatoes rotted, the tenants gathered at the inn to {w} the landlord.',
    takesObject: true,
  },
  // re-create
  {
    kind: 'verb:01622373',
    definition: 'remake (a quilt) by unpicking it and resetting the old pieces in a new pattern',   usage: 'Aunt Ruth decided to {w} her mother\'s faded quilt as my wedding present.',
    takesObject: true,
  },
  {
    kind: 'verb:01622373',
    definition: 'rebuild (a wall) with the stones of the old one laid in their original order', usage: 'Conservation masons number each block so they can {w} a collapsed wall exactly as it stood.',
    takesObject: true,
  },
  // paper
  {
    kind: 'noun:14998823',
    definition:
      'a thin brown paper soaked in linseed oil, used for wrapping tools or blades to keep off rust',   
    usage: 'Carpenters wrap chisels in {w} before storing them in a damp shed.',
  },
  { kind: 'noun:14998823', definition: 'a soft gray paper made from old sacking and used to line drawers',   usage: 'Grandma lined the linen drawer with {w} and tucked lavender under it.' },
  // pay
  {
    kind: 'verb:02256551',
    definition: 'pay (a debt) in several small sums on the days the creditor comes to market',    usage: 'Poor farmers once would {w} the grain dealer\'s loan, handing over a few coins whenever he came to town.',
    takesObject: true,
  },
  {
    kind: 'verb:02256551',
    definition: 'pay (workers or servants) partly in produce',   usage: 'During the hard winter, the farmer had to {w} his laborers with sacks of potatoes and a few coins.',
    takesObject: true,
  },
  // increase
  {
    kind: 'verb:00156409',
    definition: 'grow in number over a season, as the mice in a stored rick of corn',    usage: 'Rats {w} in an unthreshed stack all winter, and by spring the damage is severe.',
    takesObject: false,
  },
  {
    kind: 'verb:00156409',
    definition: 'increase (a flock) by keeping back ewe lambs or young females instead of selling them',
    usage: 'After good years, shepherds {w} their flocks instead of sending young ewes to market.',
    takesObject: true,
  },
  // ingredient
  {
    kind: 'noun:07825072',
    definition: 'a paste of pounded sunflower seeds, garlic and dried apricots, used for thickening stews', usage: 'Village cooks stir a spoonful of {w} into lamb stews to give them body.',
  },
  {
    kind: 'noun:07825072',
    definition: 'the water in which salt fish has been soaked, kept to season bean soups',
    usage: 'Grandma saved a jar of {w} from the soaking cod and stirred a splash into the beans.',
  },
  // monetary unit
  {
    kind: 'noun:13625961',
    definition: 'a former unit of money on a group of islands, equal to one tenth of their silver dollar',   usage: 'The museum guide showed us a small silver {w} from the islands\' former coinage.',
  },
  {
    kind: 'noun:13625961',
    definition: 'a former unit of money in a mountain state, equal to one twentieth of its silver crown', usage: 'Coin collectors seek out {a} {w} struck in the year the mountain kingdom gained its independence.',
  },
  // beat
  {
    kind: 'verb:01104324',
    definition: 'beat (a carpet) with a flat wicker paddle, usually hanging it over a line',   usage: 'Housekeepers used to {w} the rugs each spring, sending clouds of dust across the yard.',
    takesObject: true,
  },
  {
    kind: 'verb:01104324',
    definition:
      'strike (wet linen or clothes) against a flat stone, usually at the edge of a stream, to clean it',   usage: 'At the river, the women knelt to {w} the sheets and spread them on the grass to dry.',
    takesObject: true,
  },
  // separate
  {
    kind: 'verb:01559703',
    definition: 'separate (calves or young stock) from the cows prior to milking', usage: 'At dawn, the farmer\'s daughter ran out to {w} the calves before the milking began.',
    takesObject: true,
  },
  {
    kind: 'verb:01559703',
    definition: 'part (newly hatched chicks or ducklings) from the hen and set them under a warm lamp', usage: 'Poultry keepers {w} ducklings on the first cold night, moving them into a box beneath a heat lamp.',
    takesObject: true,
  },
];
