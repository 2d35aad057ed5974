import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes (written-meaning.ts), first half of the kinds.
export const WRITTEN_MEANINGS_1: readonly WrittenMeaning[] = [
  // device
  {
    kind: 'noun:03187746',
    definition:
      'a cranked drum or reel used for paying out and winding back a measuring chain, especially in surveying', usage: 'The apprentice turned the handle of the {w} while the surveyor called out the lengths.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a wooden frame used for holding a fleece taut so that burrs or seeds can be picked out',
    usage: 'The children sat by the {w}, picking thistle heads out of the wool.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clamp fitted to the rung of a ladder to hold a bucket of paint at any angle',  
    usage: 'He fixed {a} {w} near the top and painted the gable with both hands free.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung hook used for hot bricks',
    usage: 'The kiln hand lifted each glowing block with the {w} and stacked it to cool.',
  },
  {
    kind: 'noun:03187746',
    definition: "a small lever press for stamping a dairy's mark onto pats of butter", usage: 'The dairymaid brought the {w} down on each slab of butter before wrapping it in paper.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted arm on a pulley that closes a sheep hurdle behind the last animal through', usage: 'Without {a} {w} on the pen, the last ewe would always slip back out.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a hinged lever for raising tongued floorboards',   usage: 'The carpenter slid the {w} under the old floorboard and levered it up.',
  },
  { kind: 'noun:03187746', definition: 'a multiple needle-threader for sailmakers',     usage: 'With {a} {w}, the sailmaker could thread a dozen needles in moments.' },
  {
    kind: 'noun:03187746',
    definition: 'a small foot-operated press for extracting oil from a handful of olives or nuts at a time', usage: 'She pumped the {w} with her heel and caught a thin green trickle in a saucer.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a ratcheted device used for drawing the ends of a fractured bone into line, as a preliminary to splinting',
    usage: 'The surgeon clicked the {w} tighter until the two halves of the shin were aligned.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a frame of wire loops for holding many wet hats in shape while they dry',  usage: 'After the rainy fair, the hatter hung every damp felt on the {w}.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a device for judging the dampness of a haystack or rick by the warmth of a probe pushed into it',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device that cuts candle wicks to a set length as they are unwound from the reel',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a boxed mechanism on a mill shaft that tallies the sacks ground by counting turns of the stone',
  },
  {
    kind: 'noun:03187746',
    definition: 'a hooked pole with a trigger for cutting mistletoe from the tops of old apple trees',   usage: 'At Christmas he used the {w} to snip sprigs from the orchard\'s highest branches.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted pendulum used for recording the sway of a tall chimney or tower in high wind',
  },
  {
    kind: 'noun:03187746',
    definition: 'a set of sprung rollers for wringing water from a fishing net as it is hauled',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a weighted flap in the door of a bread oven, used for checking the color of the crust without opening the door',
    usage: 'The baker lifted the {w} and peered in to see whether the loaves had browned.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a treadle device used for splitting blocks of slate into sheets of even thickness',   usage: 'The quarryman worked the {w} with his foot, and thin grey sheets fell away.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a padded frame for holding a newborn calf upright while it first feeds',
    usage: 'The weakling stood in the {w} to suckle while the farmer steadied the cow.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a ratchet clamp for rafters',
    usage: 'The roofer tightened the {w} until the two beams met snugly at the ridge.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a stand having a counterweight, used for holding a heavy bell during replacement of the clapper',     usage: 'The ringers lowered the great bell onto the {w} before fitting its new clapper.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a geared device for turning a cheese on its shelf without lifting it',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a weighted wheel rolled along the edges of a newly tarred road, used for pressing grit or gravel into the surface',  usage: 'The workers pushed the {w} along the road edge after the tar was spread.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device pushed along the ground, used for dropping a measure of lime into planting holes',  usage: 'Pushing the {w} down the rows saved the farmer from stooping at every hole.',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a hand-cranked device used for splitting osier or willow rods into three even strips for basketwork',
    usage: 'The basket maker fed each withy through the {w} and caught the pieces as they fell.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a lever device used for lifting a millstone enough to clear the grain from beneath it',    usage: 'The miller braced the {w} and eased the upper stone from its bed.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a screw-driven frame for straightening warped boards by gradual pressure',   usage: 'The carpenter tightened the {w} a little each day until the bowed plank lay flat.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a float that trips a catch to open a cellar drain when flood water rises',     
    usage: 'When the river rose, the {w} lifted and the water drained away before it reached the wine racks.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a revolving rack of hooks for turning drying tobacco leaves toward the sun',  usage: 'The {w} creaked as he swung the hanging tobacco round into the afternoon light.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clockwork device that opens the door of a hen house at first light',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung device that plucks a harp or lyre string during tuning, leaving both hands free',    usage: 'With the {w} clipped to the harp, she turned each peg and listened.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device used for testing the seal of a preserving jar or bottle by drawing air from it',
  },
  {
    kind: 'noun:03187746',
    definition: 'a cranked wheel for twisting several strands of wire into a fence cable',     usage: 'He cranked the {w} while his son fed the strands along the new fence line.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a weighted frame used for steadying a ladder against a haystack',     usage: 'With the {w} braced at its foot, the ladder stayed firm against the loose hay.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a small bellows used for blowing powdered lime or a similar caustic dust into rat burrows', usage: 'The ratcatcher puffed poison into the holes with his {w}.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a clamp with a dial for measuring how far a green log shrinks as it dries',
    usage: 'The forester fitted the {w} around the oak log and read it every week as it seasoned.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a foot-operated device for tipping a full churn so that the milk runs out slowly',
  },
  {
    kind: 'noun:03187746',
    definition: 'a toothed device for cutting the wax cappings from one side of a honeycomb at a stroke',     usage: 'One pass of the {w} sliced the wax lids off the whole frame.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a trough having a rocking paddle, used for washing sand or grit out of shellfish',
  },
  {
    kind: 'noun:03187746',
    definition:
      'a pair of wooden jaws used for gripping a pig trotter so that the hoof or claw can be removed',  usage: 'The butcher clamped the foot into the {w} and pulled off the claws.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a chimney-brush winch', usage: 'The sweep cranked the {w} until the bristles poked out of the pot on the roof.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a sprung arm that pushes each new sheet of glass against a cutting wheel',   usage: 'The {w} pressed each pane against the wheel while he kept the machine running.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device that rings a small bell when a fishing net is snagged on the bottom',   usage: 'The {w} tinkled, and the crew rushed to free the net from the rocks.',
  },
  { kind: 'noun:03187746', definition: 'a geared frame for winding a clock weight back up a deep shaft',  usage: 'The keeper turned the {w} each week to raise the clock weight from the shaft.' },
  {
    kind: 'noun:03187746',
    definition: 'a clamp for holding a bottle steady while a label is glued around it',    usage: 'She set each bottle in the {w} and smoothed the wet label around it.',
  },
  { kind: 'noun:03187746', definition: 'a sail-rolling crank drum',  usage: 'The sailors cranked the {w} to furl the heavy mainsail in the gale.' },
  { kind: 'noun:03187746', definition: 'a metal arm for steadying a violin bow while its hair is replaced',    usage: 'The luthier clamped the stick into the {w} before knotting in a fresh hank of horsehair.' },
  {
    kind: 'noun:03187746',
    definition: 'a sprung frame that releases a bale of straw from a loft when a cord is pulled',    usage: 'The groom tugged the {w}, and fodder thumped down into the stall.',
  },
  { kind: 'noun:03187746', definition: 'a weighted arm spreading nets' },
  { kind: 'noun:03187746', definition: 'a screw device for drawing a broken wooden tap out of a cask',  usage: 'The cellarman twisted the {w} into the broken tap and slowly drew it out.' },
  {
    kind: 'noun:03187746',
    definition: 'a clockwork device that stirs a pot of jam at intervals as it cools', usage: 'Grandmother wound the {w} and left it ticking over the cooling marmalade.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a rack with sprung clips for holding drawings flat while their ink dries',  usage: 'The architect clipped each fresh plan into the {w} and left it overnight.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a frame that holds a row of stakes upright and in line while they are driven in',  usage: 'With the {w} in place, the fence posts went into the ground perfectly straight.',
  },
  { kind: 'noun:03187746', definition: 'a small hand mill for cracking hemp seed for bird feed',     usage: 'Every morning she ground seed in the {w} for her canaries.' },
  {
    kind: 'noun:03187746',
    definition: 'a treadle-worked device used for pumping the bilge of a small boat during rowing',
    usage: 'With one foot on the {w}, the rower kept the skiff dry through the choppy crossing.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a bracket that holds a lantern out over the water to draw fish at night',  usage: 'The fishermen hung a lantern from the {w} and waited for the fish to rise.',
  },
  { kind: 'noun:03187746', definition: 'a cranked device for lowering a hive of bees from a high branch',    usage: 'The beekeeper cranked the {w} until the swarm reached the ground safely.' },
  {
    kind: 'noun:03187746',
    definition: 'a set of calibrated weights hung from a rope or cable to test the breaking strain',     usage: 'Engineers hung the {w} from the new crane cable and added load after load.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a wooden press for flattening wet hides before they are hung to dry',   usage: 'The tanner cranked down the {w}, and water ran from the skins beneath.',
  },
  // ill health
  {
    kind: 'noun:14075528',
    definition:
      'a chronic inflammation of the skin between the fingers; common among those who work with wet clay',   usage: 'Years at the potter\'s wheel had left him with painful {w}.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful swelling of the tendons of the forearm; a complaint of poultry pluckers',   usage: 'After a season plucking chickens, her {w} made every twist of the wrist hurt.',
  },
  { kind: 'noun:14075528', definition: 'a wasting of the small muscles of the hand seen in old rope makers',     usage: 'Decades at the ropewalk left him with {w}, so he could barely grip a cup.' },
  {
    kind: 'noun:14075528',
    definition: 'a recurring fever marked by aching of the jaw or teeth and loss of appetite',   usage: 'Each time his {w} returned, his teeth ached and he could barely eat.',
  },
  {
    kind: 'noun:14075528',
    definition: 'an irritation of the eyelids, usually caused by working in flour dust',   usage: 'After years at the flour mill, his {w} made him rub his eyes constantly.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a stiffening of the knees and hips brought on by years of work in cold dairies',
  },
  { kind: 'noun:14075528', definition: 'a persistent cough from dried hop dust', usage: 'The hop pickers went home each autumn with {w} that lasted into winter.' },
  {
    kind: 'noun:14075528',
    definition:
      'a chronic soreness of the gums having a greenish line at the margin, seen especially in brass polishers',
  },
  {
    kind: 'noun:14075528',
    definition: 'a swelling of the eyelids among children who sleep in smoky cottages',    usage: 'With her {w}, the little girl could barely open her eyes in the morning.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful cracking of the skin of the heels in those who go barefoot',     usage: 'The shepherd\'s {w} made every step on the stony path a torment.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a giddiness and ringing in the ears suffered by bell ringers after long peals',   usage: 'After three hours in the belfry, his {w} made the church floor seem to tilt.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a numbness and whitening of the fingertips from long hours of packing fish in ice',  
    usage: 'By the end of the herring season, half the women boxing the catch suffered from {w}.',
  },
  { kind: 'noun:14075528', definition: 'a slow hardening of the cartilage of the outer ear', usage: 'Her {w} made the rims of her ears feel stiff and tender.' },
  {
    kind: 'noun:14075528',
    definition: 'nail fungus of fish gutters',    usage: 'The cannery nurse treated {w} among the women on the gutting line.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a weakness of the lower back and knees, usually from years of planting rice by hand', usage: 'After forty seasons in the paddies, her {w} made it hard to stand straight.',
  },
  {
    kind: 'noun:14075528',
    definition:
      'a chronic itching of the wrists and forearms, especially common in men who unload coal from barges',     usage: 'After ten years shovelling coal off the barges, his {w} kept him scratching all night.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a poisoning caused by eating bread made from flour stored beside lamp oil',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful swelling of the front of the shin (especially of ploughmen on heavy clay)',    usage: 'Tom rubbed liniment into his {w} after another long day behind the plough.',
  },
  {
    kind: 'noun:14075528',
    definition:
      'an inflammation of the throat with loss of voice; caught from breathing the steam of dye vats',    usage: 'After a week at the dye works, she had {w} and could only whisper.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a recurring pain in the ribs caused by a fracture that healed badly, usually years earlier',    usage: 'When the weather turned damp, his {w} made every deep breath hurt.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a chronic inflammation of the nasal passages caused by dust from ground pepper or mustard', usage: 'Years of milling mustard seed gave the old worker {w} and a constant sniff.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a stiffening of the jaw and neck brought on by long hours of carrying loads on the head',   usage: 'Porters who carried baskets through the market often suffered from {w} by middle age.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a mild infection of the skin of the forearms caught from handling wet hides', usage: 'Half the tannery crew had {w} by the end of the wet season.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a slow swelling of the ankles with aching in those who stand all day at a loom',    usage: 'After twelve hours at the loom, her {w} made every step home painful.',
  },
  {
    kind: 'noun:14075528',
    definition: 'a rash of small blisters on the hands caused by handling cut chrysanthemums',     usage: 'The florist wore gloves to avoid {w} when trimming the autumn stems.',
  },
  {
    kind: 'noun:14075528',
    definition: 'repeated nosebleeds and headache brought on by heat, as in tobacco drying sheds',     usage: 'Workers in the curing barns often went home with {w} by late August.',
  },
  { kind: 'noun:14075528', definition: 'sore cracked lips of glassblowers', usage: 'Glassworkers rubbed lard on their mouths to ease the {w}.' },
  {
    kind: 'noun:14075528',
    definition: 'a chronic aching of the ankles or shins caused by years of walking on steep slopes',
  },
  {
    kind: 'noun:14075528',
    definition: 'a persistent aching of the teeth in confectioners and sugar tasters',
  },
  { kind: 'noun:14075528', definition: 'a form of bronchitis caught by miners working in wet shafts',   usage: 'After years in the flooded shafts, the old miner coughed with {w} every winter.' },
  {
    kind: 'noun:14075528',
    definition: 'an inflammation of the shoulder joint from carrying loads always on the same side',   usage: 'Years of carrying the mailbag on his right side gave the postman {w}.',
  },
  { kind: 'noun:14075528', definition: 'a chronic redness of the eyes in those who work near lime kilns',   usage: 'The kiln men\'s {w} gave them bloodshot eyes even on their days off.' },
  {
    kind: 'noun:14075528',
    definition: 'a recurring infection of the skin of the feet that follows the treading of grapes',
  },
  {
    kind: 'noun:14075528',
    definition: 'a lingering weakness of the legs and loss of appetite after a bout of river fever',
  },
  {
    kind: 'noun:14075528',
    definition: 'a painful splitting of the skin of the fingertips in those who pick fruit in frost',
  },
  // dish
  {
    kind: 'noun:07572999',
    definition: 'a stew of mutton neck and dried pears cooked slowly with a little vinegar',     usage: 'The {w} bubbled on the stove all afternoon, sweet and sharp at once.',
  },
  { kind: 'noun:07572999', definition: 'fish cheeks fried in oatmeal and served with melted butter' },
  {
    kind: 'noun:07572999',
    definition: 'smoked mackerel mashed with swede and baked', usage: 'She served {w} in a gratin dish with a crisp golden top.',
  },
  {
    kind: 'noun:07572999',
    definition: 'a porridge of rye meal and whey boiled with a handful of dried cherries', usage: 'Her grandmother cooked {w} on cold mornings, the fruit bleeding pink into the bowl.',
  },
  { kind: 'noun:07572999', definition: 'a pie of chopped pigeon and leeks under a crust made with dripping', usage: 'The inn served {w} with pickled red cabbage on market days.' },
  {
    kind: 'noun:07572999',
    definition: 'sliced tongue, usually beef, served warm in a raisin and vinegar sauce',
  },
  {
    kind: 'noun:07572999',
    definition: 'trout baked whole in wet clay so that the skin comes away with the clay',   
    usage: 'At the camp they cracked open the {w} with a stone and lifted out the steaming fish.',
  },
  {
    kind: 'noun:07572999',
    definition:
      'a dish consisting of fried bread and chopped bacon moistened with hot milk; usually eaten for breakfast',    usage: 'On winter mornings the children ate warm {w} before walking to school.',
  },
  { kind: 'noun:07572999', definition: 'turnips boiled with mutton fat or suet and mashed with pepper',    usage: 'The shepherd\'s wife served {w} on the coldest nights of the year.' },
  {
    kind: 'noun:07572999',
    definition: 'a pudding of grated swede and oatmeal boiled in a cloth with a little suet', usage: 'Mother served {w} on winter nights with a knob of butter.',
  },
  {
    kind: 'noun:07572999',
    definition: 'a casserole of pork belly and apples having a crust of baked breadcrumbs',   usage: 'The {w} came to the table with a crisp golden top over the pork.',
  },
  { kind: 'noun:07572999', definition: 'a soup of beet tops and buttermilk thickened with oatmeal' },
  { kind: 'noun:07572999', definition: "boiled calf's ear with onions", usage: 'The {w} was soft and sticky, with a chewy strip of cartilage down the middle.' },
  { kind: 'noun:07572999', definition: 'a hash of salt beef and parsnips fried in a pan until crusted', usage: 'He scraped the last crisp bits of {w} from the skillet and ate them standing at the stove.' },
  {
    kind: 'noun:07572999',
    definition: 'milk-poached whiting served on fried bread',
    usage: 'The guesthouse offered {w} at breakfast, with a pot of strong tea.',
  },
  { kind: 'noun:07572999', definition: 'a stew of beans and smoked sausage sweetened with treacle' },
  {
    kind: 'noun:07572999',
    definition: 'sage-fried chicken livers',
  },
  {
    kind: 'noun:07572999',
    definition:
      'a thick soup of yellow split peas, served with dumplings consisting of suet and chopped herbs',    usage: 'She dropped the herb dumplings into the simmering {w}.',
  },
  { kind: 'noun:07572999', definition: 'squares of pressed rice, usually with dates',    usage: 'She packed {w} into the lunch box alongside a flask of tea.' },
  {
    kind: 'noun:07572999',
    definition: 'a dish of boiled cabbage and mashed chestnuts browned in butter',
    usage: 'On cold evenings we ate {w} with sausages straight from the pan.',
  },
  { kind: 'noun:07572999', definition: 'eggs baked in hollowed onions',   usage: 'She scooped out the middle of each onion and cracked an egg inside for {w}.' },
  { kind: 'noun:07572999', definition: 'a herring-roe stew', usage: 'Fishermen\'s wives made {w} in spring, when the herring came in to spawn.' },
  { kind: 'noun:07572999', definition: 'cider-braised lamb kidneys', usage: 'The pub served {w} with mashed potato and a pint of ale.' },
  { kind: 'noun:07572999', definition: "lamb's liver sliced thin and cooked quickly with sour cherries" },
  {
    kind: 'noun:07572999',
    definition: 'a savoury custard of leeks and smoked fish, usually baked in a water bath',   usage: 'The {w} came out of the oven pale and wobbly, smelling of leeks and haddock.',
  },
  {
    kind: 'noun:07572999',
    definition: 'cakes of mashed pumpkin and cornmeal, fried and usually eaten with syrup',
  },
  {
    kind: 'noun:07572999',
    definition: 'salt pork and pearl barley baked overnight in a covered crock with onions',
  },
  {
    kind: 'noun:07572999',
    definition: 'a pudding consisting of toasted oatmeal, stewed rhubarb, and honey layered in a bowl',
  },
  { kind: 'noun:07572999', definition: 'a sorrel-soured barley broth' },
  { kind: 'noun:07572999', definition: 'fried cold pudding with gravy',   usage: 'Leftover pudding never went to waste: next day it became {w}, swimming in gravy.' },
  // abnormality
  {
    kind: 'noun:14525310',
    definition: 'a congenital defect in which the collarbone is split into two parts',
    usage: "The boy's {w} showed clearly on the X-ray, though he had never felt any pain.",
  },
  { kind: 'noun:14525310', definition: 'abnormal thickening of the bone of the heel on one side only' },
  {
    kind: 'noun:14525310',
    definition: 'a condition in which one kidney lies lower than the other and is turned sideways',    usage: 'A routine scan revealed {w}, though it had never caused her any trouble.',
  },
  { kind: 'noun:14525310', definition: 'a defect in which a rib is fused to the vertebra above it',    usage: 'An X-ray revealed {w}, which explained the stiffness in her upper back.' },
  {
    kind: 'noun:14525310',
    definition: 'an abnormally small opening of the ear canal on one side',   
    usage: "The audiologist noticed the boy's {w} and fitted a smaller earpiece to his left hearing aid.",
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital absence of the small muscle that draws the eyebrow upward', usage: 'Because of {a} {w}, her face looked oddly flat whenever she was surprised.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a malformation in which the two lobes of the thyroid are not joined', usage: 'The scan revealed {a} {w}, with no bridge of tissue across her windpipe.',
  },
  { kind: 'noun:14525310', definition: 'unequal lengths of second toes',     usage: 'Because of her {w}, one of her sandals rubbed a blister on her left foot.' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which one shoulder blade has a deep extra notch along its upper border',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal enlargement of one of the salivary glands beneath the jaw from birth', usage: 'Her {w} had been noticed by the midwife when she was a day old.',
  },
  { kind: 'noun:14525310', definition: 'a congenital one-sided lens flattening', usage: 'Because of {w}, the baby\'s left eye focused differently from the right.' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which the breastbone is set slightly to the left or right of the midline',
  },
  { kind: 'noun:14525310', definition: 'a malformation in which the breastbone is unusually short',   usage: 'Because of his {w}, a small dip showed below the middle of his chest.' },
  {
    kind: 'noun:14525310',
    definition: 'an extra tendon running from the wrist to the base of the little finger', usage: 'The hand surgeon noticed her {w} only while repairing a different injury.',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal shortness of the bones of the forearm in relation to the upper arm',  usage: 'With {w}, his hands reached only to his hips when his arms hung down.',
  },
  { kind: 'noun:14525310', definition: 'a congenital groove or furrow across the lower lip',   usage: 'Sam\'s {w} made his lower lip look slightly split when he smiled.' },
  { kind: 'noun:14525310', definition: 'a defect in which the kneecap has a deep groove across its face', usage: 'The X-ray showed the {w} clearly, though he had never felt any pain.' },
  {
    kind: 'noun:14525310',
    definition: 'an abnormal twist of the upper arm bone that turns the elbow outward',     usage: 'Because of his {w}, his arm hung awkwardly from the shoulder.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital absence of one or more of the small bones of the wrist',    usage: 'The x-ray revealed {a} {w}, explaining why the baby\'s hand bent so oddly.',
  },
  {
    kind: 'noun:14525310',
    definition: 'an abnormally deep notch in the lower jaw, especially below the ear',
  },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which the gall bladder lies on the left side of the body',
  },
  {
    kind: 'noun:14525310',
    definition: 'abnormal fusion of the two smallest toes, usually at the final joint',   
    usage: 'Her {w} never troubled her, though shoe shops found it a curiosity.',
  },
  {
    kind: 'noun:14525310',
    definition: 'a congenital doubling of the small opening or punctum that drains tears from the eyelid',     usage: 'The eye doctor found {a} {w} when she looked closely at the baby\'s lower lid.',
  },
  {
    kind: 'noun:14525310',
    definition:
      'a malformation in which the artery to one or both kidneys arises unusually low from the aorta',  usage: 'The surgeon noted the {w} before planning the kidney transplant.',
  },
  { kind: 'noun:14525310', definition: 'an abnormal hollow in the bone of the forehead just above one eye' },
  { kind: 'noun:14525310', definition: 'an extra bone in the outer ear' },
  {
    kind: 'noun:14525310',
    definition: 'a defect in which one or both lower eyelids lack lashes along the inner half', usage: 'Because of her {w}, she put mascara only on the outer lower lashes.',
  },
  { kind: 'noun:14525310', definition: 'a congenital thinning of the skull at the crown' },
  // skilled worker
  {
    kind: 'noun:10625393',
    definition: 'a person who repairs or replaces the leather bellows of church organs',      usage: 'The {w} spent a month renewing the cracked hides that feed wind to the cathedral\'s pipes.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who makes wooden or plaster patterns used for casting bells', usage: 'The {w} carved each pattern by hand before the bell was cast.',
  },
  { kind: 'noun:10625393', definition: 'a person who sets or mends slate shelving, especially in dairies', usage: 'The {w} laid a new stone ledge in the creamery, where the butter kept cool.' },
  { kind: 'noun:10625393', definition: 'a pitch-liner of new casks' },
  {
    kind: 'noun:10625393',
    definition: 'a person who builds or mends wooden sluice gates, especially those of mill races',
    usage: 'The {w} replaced the rotten paddle so the wheel could turn again.',
  },
  { kind: 'noun:10625393', definition: 'a person training dogs to herd geese or ducks',   usage: 'The {w} whistled, and the collie drove the geese into their pen.' },
  { kind: 'noun:10625393', definition: 'a person who restores painted dials of antique or longcase clocks',    usage: 'The {w} retouched the faded moon and stars on the grandfather clock face.' },
  { kind: 'noun:10625393', definition: 'a worker who hand-sews cricket ball covers' },
  {
    kind: 'noun:10625393',
    definition:
      'a person who matches and sorts buttons by color and size, especially for a tailor or dressmaker', usage: 'The {w} emptied a jar of buttons and started picking out the small white ones.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who cuts wooden teeth or cogs for the gear wheels of windmills',
    usage: 'The {w} spent the winter carving replacements for the worn gearing of the post mill.',
  },
  { kind: 'noun:10625393', definition: 'a worker packing salted fish into barrels or casks in even layers',   usage: 'The {w} laid the herrings head to tail and scattered salt over each layer.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who recasts worn lead weights of fishing nets, usually for a whole harbor',   usage: 'Every winter, the {w} melted the battered net sinkers and poured them into fresh moulds.',
  },
  { kind: 'noun:10625393', definition: 'a mender of packhorse panniers, usually wicker',   usage: 'The {w} wove fresh willow into the torn basket strapped to the mule.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who lays stone floors, especially of barns or byres, with a fall for drainage',    usage: 'The {w} sloped the barn floor so the water ran into the gutter.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a carver of eave brackets',
  },
  { kind: 'noun:10625393', definition: 'a worker who dyes and combs horsehair used for stuffing mattresses',   usage: 'The {w}\'s hands were stained dark from the vats of dye at the mattress works.' },
  {
    kind: 'noun:10625393',
    definition: 'a person who sets iron studs or hobnails into the soles of boots worn by miners',  usage: 'Before each shift, the {w} checked the miners\' boots for missing studs.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who carves wooden figures or finials for farmhouse gables', usage: 'The {w} set a carved owl on the ridge of the barn.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a worker who fits new leather tips to billiard or pool cues and new cloth to the tables',   usage: 'The {w} stretched new green baize across the snooker table.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a person who cleans or resets the glass lenses of street lamps or lanterns', usage: 'The {w} climbed his ladder every morning to wipe away the night\'s soot.',
  },
  { kind: 'noun:10625393', definition: 'a builder of beehive frames',  usage: 'The {w} cut and nailed the wooden frames before the beekeepers needed them in spring.' },
  {
    kind: 'noun:10625393',
    definition:
      'a worker who grinds and sets the blades of sheep shears or clippers for the farms of a district',      usage: 'Before shearing season, the {w} traveled from farm to farm with his wheel and files.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a person who fits the glass faces and hands onto clocks, usually in a workshop', usage: 'The {w} set each hand on the dial and checked it against the regulator.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a worker who scrapes and relines the brick ovens of bakeries with clay', usage: 'Once a year the {w} crawled inside the cold bread oven to patch its cracks.',
  },
  {
    kind: 'noun:10625393',
    definition: 'a craftsman who shapes curved wooden handles for scythes or sickles',   usage: 'At haymaking time the {w} steamed and bent ash for new scythe handles.',
  },
  {
    kind: 'noun:10625393',
    definition:
      'a person who prepares the skins or heads of drums and tambourines by soaking and stretching them', usage: 'The {w} soaked the goatskin overnight before lacing it tight over the hoop.',
  },
  { kind: 'noun:10625393', definition: 'a worker fitting violin or cello pegs',   usage: 'The {w} shaved each ebony peg until it turned smoothly in the scroll.' },
  { kind: 'noun:10625393', definition: 'a hand-knotter of carpet fringes', usage: 'The {w} sat cross-legged on the floor, tying tassels along the rug\'s edge.' },
  // clothing
  {
    kind: 'noun:03055525',
    definition:
      'a short coat of quilted wool having a deep collar that buttons across the mouth, worn especially by herdsmen',   usage: 'The shepherd buttoned his {w} up over his mouth against the sleet.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a long hooded cape of oiled cloth or canvas, worn by ferrymen',
    usage: 'Rain streamed off his {w} as he poled the boat across the flooded river.',
  },
  { kind: 'noun:03055525', definition: 'knitted waistcoat having a high toggled collar',    usage: 'He buttoned his {w} up to the chin before going out to the shed.' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy canvas smock reaching the knees, worn especially by quarrymen',   usage: 'The quarryman\'s {w} was stiff with stone dust by the end of his shift.',
  },
  {
    kind: 'noun:03055525',
    definition:
      'a wide-brimmed felt hat with the brim turned up at the back, worn especially by drovers or herdsmen',
  },
  {
    kind: 'noun:03055525',
    definition:
      'a loose goatskin coat having the hair turned inward, usually fastened by a thong at the neck',
  },
  { kind: 'noun:03055525', definition: 'a rabbit-lined short wool jacket',   usage: 'The fur lining of her {w} kept her snug on the winter walk.' },
  { kind: 'noun:03055525', definition: 'a hooded overgarment of thick felt worn by shepherds in snow', usage: 'The shepherd pulled up the hood of his {w} as the snow thickened.' },
  {
    kind: 'noun:03055525',
    definition: 'a padded linen jacket worn under a leather apron, especially by smiths',
  },
  {
    kind: 'noun:03055525',
    definition: 'a long coat of coarse wool having deep pockets for carrying lambs',   
    usage: 'On the hill in March, the shepherd tucked a shivering twin into his {w}.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a cap of quilted cloth having a stiff peak at both front and back, worn by carters in rain',
  },
  { kind: 'noun:03055525', definition: 'a cloak lined with fleece that can be unbuttoned to form a blanket',    usage: 'On cold nights he unbuttoned his {w} and spread it over the children.' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy knitted scarf wound twice about the body and pinned at the back',   usage: 'She pinned her {w} at the back before walking out into the snow.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a woolen jacket with very long sleeves that are turned back to form cuffs of fur',   usage: 'She rolled back the long sleeves of her {w} to show the fur cuffs.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a cotton-wadded coat buttoned down one side, worn by carters in winter',     usage: 'The carter buttoned his {w} up to the chin before driving out in the sleet.',
  },
  { kind: 'noun:03055525', definition: 'a shawl of thick wool with a hood sewn into one edge',  usage: 'She pulled the hood of her {w} over her head as the rain began.' },
  { kind: 'noun:03055525', definition: 'a vest of knitted goat hair worn next to the skin in cold weather' },
  { kind: 'noun:03055525', definition: 'a long apron of waxed leather with a bib, worn by fish gutters',   usage: 'At the quay, she tied on her {w} before gutting the morning\'s catch.' },
  { kind: 'noun:03055525', definition: "a forester's felted jacket with wooden buttons" },
  {
    kind: 'noun:03055525',
    definition: 'a pair of fleece-lined overtrousers buttoned down both sides; worn by carters',
    usage: 'On frosty mornings the driver pulled his {w} over his boots before harnessing the team.',
  },
  { kind: 'noun:03055525', definition: 'a knitted hood joined to a waistcoat' },
  {
    kind: 'noun:03055525',
    definition: 'a heavy tweed coat with leather patches on both shoulders for carrying sacks',    usage: 'The miller wore {a} {w} so the flour sacks would not wear through his shoulders.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a coat of felted wool with a deep fold at the back for carrying a child',    usage: 'She strapped the baby into the {w} and set out across the fields.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a fleece-out sheepskin jerkin',
    usage: 'The shepherd buttoned his {w} and went out into the sleet.',
  },
  {
    kind: 'noun:03055525',
    definition: 'a thick knitted overcoat with a belt of rope, worn by ferry hands in winter',
  },
  // fabric
  { kind: 'noun:03314753', definition: 'a light twilled cotton with a faint stripe of the same color' },
  { kind: 'noun:03314753', definition: 'a close-woven linen dyed with walnut husks to a dull brown', usage: 'Her work apron of {w} hid stains well and never wore through.' },
  { kind: 'noun:03314753', definition: 'a woolen cloth in tricolored herringbone',  usage: 'The tailor cut the {w} carefully so the zigzag stripes met at the seams.' },
  {
    kind: 'noun:03314753',
    definition: 'a coarse cloth of cow hair and wool, woven on narrow looms in upland farms',   usage: 'The shepherd\'s coat of rough {w} kept out the mountain wind.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a cotton fabric with every fifth warp thread doubled, giving a faint ridge', usage: 'Run your fingertips across {w} and you can just feel its fine ribs.',
  },
  { kind: 'noun:03314753', definition: 'a heavy linen dyed indigo on one face and left undyed on the other' },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of undyed wool woven with a single red thread at each selvage',
    usage: "The weaver's {w} was known in every market by its plain cream color and crimson edges.",
  },
  {
    kind: 'noun:03314753',
    definition: 'a thin cotton cloth dyed in the piece with tea to an even buff; used for linings',   usage: 'The tailor lined the jacket with {w}, whose pale brown matched the tweed.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a worsted cloth with a pattern of small squares in raised and flat weave of the same color',
  },
  {
    kind: 'noun:03314753',
    definition: 'a hemp cloth beaten with mallets until soft; used for working shirts',   usage: 'The farm labourers wore shirts of {w}, softened by hours of beating.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a silk fabric with a linen back, made for the covers of prayer cushions',
  },
  {
    kind: 'noun:03314753',
    definition: 'a wool cloth woven with a thick twisted weft every few rows; used for horse blankets',
  },
  {
    kind: 'noun:03314753',
    definition: 'a linen cloth woven with a blue thread down the center to mark where it is to be cut', usage: 'She cut along the blue line of the {w} to make two tea towels.',
  },
  { kind: 'noun:03314753', definition: 'a cotton cloth woven with a cord of wool in every tenth row' },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of cotton warp and goat-hair weft, dyed a rusty red with madder',
  },
  { kind: 'noun:03314753', definition: 'a soft cloth woven from the combed hair of goats mixed with cotton',  usage: 'Her {w} shawl was light and soft, with a faint sheen from the mohair.' },
  {
    kind: 'noun:03314753',
    definition: 'a heavy cotton fabric printed with a pattern of wheat ears; used for farm aprons',
  },
  {
    kind: 'noun:03314753',
    definition: 'a woolen cloth with a pattern of wavy lines formed by uneven beating of the weft',   usage: 'Her {w} curtains seemed to ripple, like water, in the lamplight.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a cloth of silk and linen in alternating narrow stripes of shine and dullness',
  },
  {
    kind: 'noun:03314753',
    definition: 'a coarse wool cloth woven from the short wool combed from the legs of sheep',   usage: 'The {w} jacket was scratchy, but it kept out the hill wind.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a closely woven cotton printed with small black flecks on a gray ground',
  },
  {
    kind: 'noun:03314753',
    definition: 'a light wool or worsted cloth woven in a lattice of open and closed squares',
  },
  { kind: 'noun:03314753', definition: 'a coarse black cloth of flax tow, used for covering coffins',    usage: 'The undertaker draped {w} over the plain pine box before the burial.' },
  // adult
  { kind: 'noun:09628463', definition: 'a person who has lived in one house or dwelling since birth',  usage: 'The {w} still sleeps in the same bedroom where he was born seventy years ago.' },
  { kind: 'noun:09628463', definition: 'a man outliving all siblings',    usage: 'At ninety-eight, the {w} buried the last of his four brothers.' },
  {
    kind: 'noun:09628463',
    definition: 'a woman who married late in life, having spent years keeping house for a parent',   usage: 'After nursing her father for twenty years, the {w} married the village doctor at sixty.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a man who left a religious order in middle age and returned to ordinary life',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who was the last child born in a village before it was abandoned', usage: 'As the {w}, the old woman remembered when the school still had pupils.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a woman who takes in the children of relatives as her own',
    usage: "As the family's {w}, Aunt May raised three nephews and a niece alongside her own sons.",
  },
  { kind: 'noun:09628463', definition: 'a man who has buried two wives' },
  {
    kind: 'noun:09628463',
    definition: "a woman who ran her late husband's business for the rest of her life",
  },
  { kind: 'noun:09628463', definition: 'elder nursed or tended by former servants',     usage: 'Her former cook and gardener now took turns caring for the frail {w}.' },
  {
    kind: 'noun:09628463',
    definition:
      'an adult who was raised by grandparents or other elderly relatives following the death of both parents',
  },
  {
    kind: 'noun:09628463',
    definition:
      'a person who serves as the unofficial keeper of family records and graves, usually an elder relative',
  },
  {
    kind: 'noun:09628463',
    definition: 'a woman who has been engaged to marry for many years without a wedding',    usage: 'After twelve years, the {w} had begun to doubt the wedding would ever happen.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a grown child who stays on in the family home to care for an aging or ailing parent',   usage: 'As the {w}, Ruth gave up her job to nurse her mother at home.',
  },
  {
    kind: 'noun:09628463',
    definition: 'an adult who cannot read or write but is respected for sound judgment',     usage: 'Though he had never learned his letters, the {w} settled every quarrel in the village.',
  },
  { kind: 'noun:09628463', definition: 'a craftsman turned farmer',   usage: 'The {w} gave up his cobbler\'s bench to raise sheep on the hill.' },
  {
    kind: 'noun:09628463',
    definition:
      'an adult who was the eldest child of a large family, especially one who helped raise the younger siblings',   
    usage: 'As {a} {w}, she still knew the shoe sizes of her six younger brothers and sisters.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who inherits a farm or holding from an employer rather than from kin',    usage: 'As {a} {w}, he owed his fields to his old master\'s will.',
  },
  { kind: 'noun:09628463', definition: 'a man estranged from his family, usually for many years',    usage: 'The {w} had not spoken to his brothers since their father\'s funeral.' },
  {
    kind: 'noun:09628463',
    definition: 'a widow having outlived all her children',
    usage: '{A} {w} at ninety-eight, she had buried her husband and all five of her sons.',
  },
  { kind: 'noun:09628463', definition: 'a person who is godparent to many of the children of a district',    usage: 'At almost every christening in the valley, the {w} stood beside the font.' },
  {
    kind: 'noun:09628463',
    definition: 'an adult who has never traveled beyond walking distance of his or her birthplace',    usage: 'The {w} had never seen the sea, though it lay only a day\'s drive away.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a person who was once wealthy and now lives modestly in the same town',  usage: 'The {w} now rents a small flat across the road from his old mansion.',
  },
  {
    kind: 'noun:09628463',
    definition: 'a man who learned to read and write late in life, usually once his children were grown',     usage: 'The {w} read his first newspaper the winter after his youngest son married.',
  },
  // structure
  {
    kind: 'noun:05232895',
    definition: 'the outer edge or border of the foot, extending from the heel to the base of the little toe',   usage: 'His new shoes rubbed a blister along the {w} of his right foot.',
  },
  { kind: 'noun:05232895', definition: 'the flat of the skull or head above and behind the ear' },
  {
    kind: 'noun:05232895',
    definition: 'the thick fleshy edge of the hand or palm between the little finger and the wrist',
    usage: 'She struck the board with her {w} and split it cleanly in two.',
  },
  { kind: 'noun:05232895', definition: 'lower shinbone and overlying sinews or tendons',   usage: 'The footballer\'s {w} was bruised by a hard kick, so he wore thicker pads.' },
  { kind: 'noun:05232895', definition: 'the ridge of the cheekbone where it meets the bone beneath the eye',   usage: 'A fall against the table left a bruise along her {w}.' },
  {
    kind: 'noun:05232895',
    definition:
      'the strip of ribs and overlying muscle along the side of the chest, especially beneath the armpit', usage: 'The blow landed on his {w} and cracked two ribs.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the upper rim of the hip bone where it can be felt under the skin at the side',    usage: 'He bruised his {w} when he fell against the edge of the table.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the part of the jawbone between the chin and the angle below the ear',
  },
  {
    kind: 'noun:05232895',
    definition: 'the part of the back of the hand lying over the bones of the index or middle finger',
  },
  { kind: 'noun:05232895', definition: 'the lowest pair of ribs together with their cartilages' },
  { kind: 'noun:05232895', definition: 'the second-toe knuckle' },
  {
    kind: 'noun:05232895',
    definition: 'the bones and joints at the base of the thumb taken together',
    usage: 'Years of milking cows by hand had left arthritis in the {w} of both her hands.',
  },
  { kind: 'noun:05232895', definition: 'the part of the spine between the shoulder blades' },
  { kind: 'noun:05232895', definition: 'the arch of bone at the back of the eye socket on the outer side' },
  {
    kind: 'noun:05232895',
    definition: 'the tendons and joints on the upper side of the foot at the base of the toes',
    usage: 'Tight new boots had bruised his {w}, and he limped for a week afterward.',
  },
  { kind: 'noun:05232895', definition: 'the part of the forearm just above the wrist on the thumb side',  usage: 'The nurse felt for a pulse at the {w}, just below the thumb.' },
  { kind: 'noun:05232895', definition: 'the bones of the upper neck together with the base of the skull',   usage: 'The whiplash from the car crash badly strained the {w}.' },
  {
    kind: 'noun:05232895',
    definition: 'the thin bones at the inner corner of the eye socket beside the nose',
  },
  {
    kind: 'noun:05232895',
    definition: 'the outer end of the collarbone and the joint it makes with the shoulder',
  },
  { kind: 'noun:05232895', definition: 'the inner side of the ankle and the ligaments beneath it' },
  {
    kind: 'noun:05232895',
    definition: 'the bones at the back of the skull on one side, behind and below the ear',   usage: 'She felt a tender lump on her {w}, just behind her left ear.',
  },
  {
    kind: 'noun:05232895',
    definition: 'the lower ribs and breastbone where they form the front of the chest wall',   usage: 'In the crash, the steering wheel bruised his {w}.',
  },
  {
    kind: 'noun:05232895',
    definition: "the big toe's joints with their tendons",
    usage: 'Bunions had deformed the {w} on both her feet.',
  },
  // protective covering
  {
    kind: 'noun:04020673',
    definition: "a padded canvas cover strapped over the keys of a ship's piano in heavy seas",   usage: 'As the storm rose, the steward strapped the {w} over the saloon piano.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a copper sheath nailed over the blades of a mill wheel where the water strikes them',
  },
  {
    kind: 'noun:04020673',
    definition: 'a wooden box built around a stone statue to shield it through the winter',   usage: 'Each November the gardeners nailed {a} {w} around the marble figure by the lake.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a hinged oak lid fitted over the face of a sundial when the garden is closed',  usage: 'At dusk the gardener swung the {w} shut over the brass sundial face.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a leather sleeve drawn over the neck of a fiddle when it is carried in the rain',   
    usage: 'The busker slipped the {w} on before walking home through the drizzle.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a sheet of lead folded over the top of a gravestone to keep water out of the joints', usage: 'The mason hammered {a} {w} over the headstone before the winter rains.',
  },
  { kind: 'noun:04020673', definition: 'a felt-lined telescope tin',     usage: 'She slid the brass telescope back into its {w} so the lenses would not scratch.' },
  {
    kind: 'noun:04020673',
    definition: 'a collar of sheet copper wrapped around a wooden flagpole where it enters the ground',
  },
  { kind: 'noun:04020673', definition: 'a wicker cage set over a young vine to keep goats from it' },
  {
    kind: 'noun:04020673',
    definition: 'a slipcase of stiff board and calico made to hold a single valuable map',    usage: 'The librarian slid the old chart out of its {w} with great care.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a padded leather cover fitted over the face of an anvil when the smithy is idle',
  },
  {
    kind: 'noun:04020673',
    definition: 'a shell of thin boards nailed over a carved pulpit while a church is being repaired',   usage: 'When the church roof was mended, workmen pried off the {w} and dusted the carvings.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a thick canvas hood laced over the funnel of a traction engine when it stands overnight',
    usage: 'At dusk the driver climbed up and tied the {w} so that no rain could reach the firebox.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a sleeve of sheet iron around the foot of a telegraph pole to keep cattle from rubbing it', usage: 'The cows rubbed against the {w}, but the pole inside stayed sound.',
  },
  {
    kind: 'noun:04020673',
    definition: "a padded leather cap fitted over the point of a surveyor's ranging pole",  usage: 'The surveyor slipped the {w} over the pole\'s spike before driving to the next site.',
  },
  {
    kind: 'noun:04020673',
    definition: 'a tin shield fitted around the flame of a street lamp on the side of the wind', usage: 'Without its {w}, the lamp on the pier blew out in every gale.',
  },
  { kind: 'noun:04020673', definition: 'a quilted cover made to fit over a harp between performances',     usage: 'After the concert, the harpist slipped the {w} back over her instrument.' },
  {
    kind: 'noun:04020673',
    definition: 'a casing of cork and canvas fitted around the compass of a small boat',
  },
  // alcohol
  { kind: 'noun:07900542', definition: 'a spirit from pear peelings',   usage: 'The {w} smelled sweetly of ripe pears and warmed his throat.' },
  { kind: 'noun:07900542', definition: 'a spirit distilled from fermented birch sap',   usage: 'In spring they tapped the birches, and by winter the {w} was ready to drink.' },
  {
    kind: 'noun:07900542',
    definition: 'mulberry spirit aged in cherry wood',   usage: 'He distilled his {w} from the fruit of the mulberry tree behind the barn.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a sweet wine made from grapes and quinces pressed together',
    usage: 'They drank a glass of {w} with the cheese after Christmas dinner.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a pale ale brewed with oats and a little smoked malt, drunk while young',
  },
  {
    kind: 'noun:07900542',
    definition: 'a liqueur of hazelnuts and orange peel',  usage: 'After dinner she offered {w}, sweet and nutty, with the coffee.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a spirit distilled from fermented parsnips and aged in old sherry casks', usage: 'He poured two glasses of {w}, amber from its long years in wood.',
  },
  { kind: 'noun:07900542', definition: 'a dark cider fermented with a handful of roasted barley in the vat',   usage: 'The roasted barley gave the {w} its dark colour and toasty taste.' },
  {
    kind: 'noun:07900542',
    definition: 'a red wine mixed with a decoction of rose hips or haws and left to ferment a second time',   usage: 'The {w} had a sharp fruity tang from the rose hips steeped in it.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a brandy in which whole green figs have been steeped for a winter',
    usage: 'At New Year they opened the {w} and fished the softened fruit from the bottom of the bottle.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a cloudy unfinished oat beer',   usage: 'The {w} was murky and sweet because it had not finished fermenting.',
  },
  {
    kind: 'noun:07900542',
    definition: 'a liqueur of grain spirit steeped with pine shoots and brown sugar',
    usage: 'Skiers warmed themselves with a glass of {w} at the mountain hut.',
  },
  {
    kind: 'noun:07900542',
    definition: 'an aged perry with brandy',
  },
  { kind: 'noun:07900542', definition: 'a dill-flavored whey spirit' },
  { kind: 'noun:07900542', definition: 'a sweet wine fermented from dried dates and raisins together',    usage: 'After dinner the host poured a thick, amber {w} tasting strongly of raisins.' },
  {
    kind: 'noun:07900542',
    definition: 'a beer brewed partly from rye bread, having a flavoring of wormwood tips',    
    usage: 'The farmhouse brewer poured out a mug of dark, bitter {w}.',
  },
  {
    kind: 'noun:07900542',
    definition:
      'a liqueur made from rowan berries steeped in grape spirit or brandy, usually sweetened with honey and spiced with clove',
  },
  { kind: 'noun:07900542', definition: 'strong gooseberry wine, usually aged in stoneware',    usage: 'They opened a jug of {w} that had been stored in the cellar for years.' },
  // trait
  { kind: 'noun:04623416', definition: "tendency to finish others' tasks, usually unasked" },
  {
    kind: 'noun:04623416',
    definition: 'a disposition to remain calm in emergencies while being easily upset by small matters',
    usage: 'Her {w} puzzled her colleagues: she ran the fire drill calmly, then wept over a lost pen.',
  },
  {
    kind: 'noun:04623416',
    definition: 'an urge to give away admired possessions',   usage: 'Her {w} was a problem: praise her scarf and she would insist you keep it.',
  },
  {
    kind: 'noun:04623416',
    definition: 'ease with strangers combined with shyness among family or kin',
    usage: 'Her {w} puzzled her parents, who saw her chat with waiters but fall silent at Sunday lunch.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a readiness to apologize first',   
    usage: 'Her {w} ended most of their arguments before dinner.',
  },
  {
    kind: 'noun:04623416',
    definition: 'an inclination to treat every task with the same seriousness, great or small',
  },
  { kind: 'noun:04623416', definition: 'a dislike of being thanked or praised in public' },
  {
    kind: 'noun:04623416',
    definition: 'a habit of arriving well before any appointed time and waiting patiently',
    usage: 'Thanks to his {w}, he had memorized the timetable on every station platform in town.',
  },
  {
    kind: 'noun:04623416',
    definition: 'habit of writing thanks for any trifle',  usage: 'Such was his {w} that even a borrowed pencil earned a handwritten note.',
  },
  { kind: 'noun:04623416', definition: 'reluctance to decide before sleeping on it' },
  {
    kind: 'noun:04623416',
    definition: 'praise of absentees', usage: 'His {w} made him popular with everyone who had just left the room.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a tendency to notice small changes in a room or a face before anyone else', usage: 'Her {w} meant she spotted the new painting in the hall before her husband did.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the habit of answering a question with a story rather than a plain reply', usage: 'Her {w} drove the lawyers mad, since every yes or no became a long anecdote.',
  },
  { kind: 'noun:04623416', definition: 'readiness to reconsider only privately', usage: 'His {w} meant he said nothing at the meeting but changed the policy next week.' },
  { kind: 'noun:04623416', definition: 'an unwillingness to borrow anything, even in small matters',     usage: 'Out of {w}, he walked home soaked rather than accept a neighbour\'s umbrella.' },
  {
    kind: 'noun:04623416',
    definition: 'a habit of needless apology',     usage: 'Out of pure {w}, she begged the waiter\'s pardon when he spilled her soup.',
  },
  {
    kind: 'noun:04623416',
    definition: 'a habit of remembering the names of anyone met, even briefly or on a single occasion',   usage: 'With her {w}, the landlady greeted every returning guest by name.',
  },
  { kind: 'noun:04623416', definition: 'a habit of anxious humming',   usage: 'His {w} drove his office mates to buy him headphones.' },
  // expressive style
  {
    kind: 'noun:07080699',
    definition: 'a manner of writing in which every sentence opens with a place or a time',      usage: 'The diarist wrote in {a} {w}, so each entry read like a set of stage directions.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of verse in which each stanza ends with the name of a place', usage: 'Her poem in {w} came round again and again to Dublin, Derry or Cork.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of long lists, especially of tools and trades, in place of description',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of painting in which all shadows are rendered in shades of green',
    usage:
      "In the portraits done in {w}, even the sitter's nose threw a faintly emerald patch across the cheek.",
  },
  {
    kind: 'noun:07080699',
    definition: "a manner of speech that gives every opinion as a saying of one's elders",      usage: 'The old chief argued in {a} {w}, crediting every view to the ancestors.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of prose that reports thoughts as if they were spoken aloud by others',
  },
  {
    kind: 'noun:07080699',
    definition: 'a habit of ending paragraphs with questions',   
    usage: "The editor trimmed the columnist's {w}, leaving one rhetorical flourish per page.",
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of illustration in which only the faces are colored and the rest is left in pencil',   usage: 'In {w}, the children\'s cheeks glowed pink against the plain pencil of their clothes.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of legal phrasing in ordinary letters for comic effect',   
    usage:
      'His notes home were full of {w}; he once thanked his aunt for the socks, hereinafter called the gift.',
  },
  {
    kind: 'noun:07080699',
    definition:
      'a style of preaching in which the argument is built around a single homely or familiar object',  usage: 'His {w} built a whole sermon on forgiveness around a broken teacup.',
  },
  {
    kind: 'noun:07080699',
    definition: 'the use of household sounds, such as doors or clocks, to mark the turns in a story or play',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of history through household accounts',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of singing in which the verses are spoken and only the refrain is sung', usage: 'The folk singer used {w}, saving her voice for the chorus.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of storytelling in which each episode is told twice by different witnesses',    usage: 'In {w}, the listener hears the robbery first from the maid, then from the cook.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of verse that borrows the rhythm of work songs or chanties for solemn subjects', usage: 'Her elegy for the drowned miners was written in {w}, heavy with the beat of the capstan.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of drawing buildings in which every brick and slate is shown',
  },
  {
    kind: 'noun:07080699',
    definition: 'a manner of speaking in seafaring terms',      usage: 'Grandfather spoke in {a} {w}, calling the kitchen the galley and the floor the deck.',
  },
  {
    kind: 'noun:07080699',
    definition: 'a style of portraiture that shows the sitter only through the objects in their room',
    usage: 'Her {w} of the composer shows an unmade bed, a cold stove and a violin with a broken string.',
  },
  // message
  { kind: 'noun:06611268', definition: 'a signal made by a host to show that guests should begin to leave',   usage: 'When the host began to stack the plates, everyone took it as the {w}.' },
  {
    kind: 'noun:06611268',
    definition:
      'a warning or signal passed along a line of workers, usually by tapping on a shared rail or pipe',    usage: 'A sharp {w} rang down the pipe, and every miner stopped work at once.',
  },
  { kind: 'noun:06611268', definition: 'a message consisting of washing hung out' },
  { kind: 'noun:06611268', definition: 'an unspoken rebuke conveyed by serving a guest last',   usage: 'When her plate came out last, the guest understood the hostess\'s {w} at once.' },
  {
    kind: 'noun:06611268',
    definition: 'a notice of a death in a household, given by stopping the clocks or drawing the blinds',
  },
  {
    kind: 'noun:06611268',
    definition:
      'a hint that a topic should be dropped, usually conveyed by abruptly turning the conversation to something else',  usage: 'When I mentioned his divorce, his sudden {w} about the weather told me to stop.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a message sent by a ship to shore by the pattern of its lights at anchor',   usage: 'From the harbour wall, the pilot read the {w} shining from the anchored ship.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a sign from an auctioneer to a bidder that the next bid will be the last',     
    usage: 'Catching the {w}, the dealer raised his card one final time.',
  },
  { kind: 'noun:06611268', definition: 'a request for help made by hanging a cloth from an upper window' },
  {
    kind: 'noun:06611268',
    definition: 'a greeting sent through a third person who is going the same way',
    usage: 'The carter brought {a} {w} from her sister in the next valley.',
  },
  { kind: 'noun:06611268', definition: 'a message of thanks conveyed by returning a borrowed dish full',   usage: 'When she returned the pie dish heaped with scones, the {w} delighted her neighbour.' },
  {
    kind: 'noun:06611268',
    definition: 'a silent signal between players of a card game forbidden by the rules',  usage: 'A tap of his nose was the {w} that told his partner to lead trumps.',
  },
  {
    kind: 'noun:06611268',
    definition: 'a warning whistled by a lookout to tell others that someone is coming', usage: 'When the {w} came from the lane, the boys dropped the apples and scattered.',
  },
  {
    kind: 'noun:06611268',
    definition: 'the sense conveyed by the order in which guests are seated at a wedding or feast',
    usage: "Anyone who could read the {w} knew the bride's father was still angry with his brother.",
  },
  { kind: 'noun:06611268', definition: 'a reply conveyed by a look or change of expression, not speech',   usage: 'Asked if she agreed, she gave {a} {w}: a raised eyebrow and a slow smile.' },
  {
    kind: 'noun:06611268',
    definition: 'a coded call or cry by which herders in hill country report a missing animal to one another',    usage: 'The {w} echoed across the valley, and soon every herder was searching.',
  },
  {
    kind: 'noun:06611268',
    definition: "a traders' secret price word",
    usage:
      'The stallholder muttered the {w} to his partner so the customer would not know how low he could go.',
  },
  { kind: 'noun:06611268', definition: 'a warning, usually rung on a church bell, of an approaching storm',   usage: 'When the {w} rang, the fishermen hurried to pull their boats up the beach.' },
  // mineral
  { kind: 'noun:14686753', definition: 'a pale pink variety of calcite that glows faintly when heated', usage: 'The geologist warmed a chip of {w} and watched it glow in the dark.' },
  { kind: 'noun:14686753', definition: 'a dark red oxide of manganese and iron found as nodules in clay' },
  {
    kind: 'noun:14686753',
    definition: 'a grayish salt of iron and lime, usually forming crusts on the walls of damp mine levels',
    usage: "The miners' lamps lit up pale patches of {w} on the old rock faces.",
  },
  {
    kind: 'noun:14686753',
    definition: 'a yellowish clay mineral rich in lithium, usually crumbling when dried',   usage: 'Mining firms are eager to dig the pale yellow {w} for batteries.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a banded brown and white variety of barite, found especially in coal seams',
  },
  {
    kind: 'noun:14686753',
    definition:
      'a hard dark variety of garnet occurring as flattened crystals, especially in slate or schist',   usage: 'The quarryman split the slate and found dark flat flakes of {w} inside.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a friable white sulphate of lime and magnesium, usually left by evaporating spring water',
  },
  { kind: 'noun:14686753', definition: 'a grey-banded fluorite',   usage: 'Held to the window, the {w} showed pale stripes of grey across its crystal.' },
  {
    kind: 'noun:14686753',
    definition:
      'a soft reddish phosphate of aluminium occurring as thin crusts on cave walls, especially where bats roost', usage: 'Geologists scraped samples of {w} from the guano-stained walls of the grotto.',
  },
  { kind: 'noun:14686753', definition: 'a granular lead ore having mica flakes',  usage: 'The miners crushed the {w}, and tiny flakes of mica glittered in the dust.' },
  {
    kind: 'noun:14686753',
    definition: 'a brittle green silicate of copper and lime occurring as tufts of fine needles',   usage: 'Under the lens, the {w} looked like a tuft of green hair.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a grayish mica whose flakes are bent and twisted; found in crushed rock along faults',   usage: 'The prospector picked up a flake of {w} that glinted like crumpled foil.',
  },
  {
    kind: 'noun:14686753',
    definition:
      'a heavy orange oxide of lead and copper, usually formed in the slag of disused smelting sites',  usage: 'Orange {w} crusted the old slag heaps beside the ruined smelter.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a salt of sodium and potassium, forming hard white masses especially in inland marshes', usage: 'White crusts of {w} cracked underfoot as they crossed the marsh.',
  },
  {
    kind: 'noun:14686753',
    definition: 'a smoky green or grayish variety of tourmaline that browns when heated', 
    usage: "The collector's finest {w} was a cloudy, sea-colored prism from a quarry in Maine.",
  },
  // action
  {
    kind: 'noun:00038116',
    definition: "repainting a neighbor's gate unasked",
    usage: 'Her {w} was not welcomed; Mr. Price had liked the old blue paint.',
  },
  {
    kind: 'noun:00038116',
    definition: 'an unrequested display of skill or craft put on by apprentices at the end of their term',
  },
  {
    kind: 'noun:00038116',
    definition:
      'the act of leading a newly bought horse three times around a farmhouse, usually prior to stabling',   usage: 'Before the new mare entered the stable, the old farmer insisted on the {w}.',
  },
  {
    kind: 'noun:00038116',
    definition: "(fencing) a feint made with the free hand to draw the opponent's eye",   usage: 'Her {w} drew his eye to her left hand, and her blade struck home.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of returning a gift publicly, usually to show that a quarrel is not over',   usage: 'In a pointed {w}, she handed back his birthday present in front of everyone.',
  },
  {
    kind: 'noun:00038116',
    definition: '(dance) a step consisting of two strikes of the heel on the floor, usually preceding a turn',
  },
  {
    kind: 'noun:00038116',
    definition:
      '(wrestling) a throw made by lifting the opponent by the knee and turning away in a half circle',
    usage: "He won the bout with a clean {w}, hooking his rival's leg and spinning him onto the mat.",
  },
  {
    kind: 'noun:00038116',
    definition: "an act of mending a public road or bridge at one's own cost",
    usage: "The squire's {w} gave the village a sound bridge and a lasting reason to thank him.",
  },
  {
    kind: 'noun:00038116',
    definition: '(ballet) a leap in which the dancer turns once in the air and lands on one knee',   usage: 'The audience gasped as the dancer finished her solo with a daring {w}.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the reading aloud of a private letter to a gathering, against the wishes of its writer',   usage: 'After the {w} at the wedding, Anna never wrote to her brother again.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of moving a boundary stone by night, usually to enlarge the field of the mover',   
    usage:
      "The farmer's {w} came to light when the surveyor found the marker three yards into his neighbor's wheat.",
  },
  {
    kind: 'noun:00038116',
    definition:
      'the act of a defeated candidate shaking hands with voters, usually at the door of the polling station', usage: 'After the {w}, the loser went home to bed and slept till noon.',
  },
  {
    kind: 'noun:00038116',
    definition: 'a formal act of apology made by one guild to a rival, usually at a public feast',
    usage: 'The {w} ended a decade of feuding between the weavers and the dyers.',
  },
  {
    kind: 'noun:00038116',
    definition:
      '(rowing) a stroke taken by the bow half of a crew alone, used for turning the boat in a narrow channel',    usage: 'The cox called for {a} {w} to swing them round the moored barge.',
  },
  {
    kind: 'noun:00038116',
    definition: 'the act of ringing a church bell out of hours to announce a piece of private news',  usage: 'With {a} {w} at midnight, the miller told the whole village his daughter was born.',
  },
  // baked goods
  { kind: 'noun:07637670', definition: 'a flat rye loaf baked on a bed of cabbage leaves', usage: 'The {w} came out of the oven with the leaves still stuck to its base.' },
  { kind: 'noun:07637670', definition: 'a dark treacle loaf, usually of barley',    usage: 'He cut thick slices of {w} and spread them with salted butter.' },
  {
    kind: 'noun:07637670',
    definition:
      'a small round loaf of wheat flour and mashed parsnip or turnip, having a cross of oats pressed into the top',   usage: 'The {w} tasted faintly sweet from the parsnip mashed into the dough.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a sweet roll of yeast dough wrapped around a stick of hard cheese and baked',
  },
  {
    kind: 'noun:07637670',
    definition: 'a square biscuit of rye meal and dripping pricked with a comb before baking',
  },
  {
    kind: 'noun:07637670',
    definition: 'a long loaf of white bread baked with a rope or twist of dough laid along the top',     usage: 'The baker pulled the {w} from the oven, its plaited crest glossy and golden.',
  },
  {
    kind: 'noun:07637670',
    definition: 'a small bun of saffron dough with a whole dried plum pressed into its center',
  },
  {
    kind: 'noun:07637670',
    definition: 'a ring of buckwheat dough glazed with honey and scattered with hemp seed',
    usage: 'At the fair she bought {a} {w} and licked the sticky glaze from her fingers.',
  },
  {
    kind: 'noun:07637670',
    definition:
      'a crisp cake consisting of leftover porridge or gruel mixed with flour and baked until brown', usage: 'Nothing was wasted; yesterday\'s oats came back at supper as {a} {w}.',
  },
  { kind: 'noun:07637670', definition: 'a bread roll shaped like a knot and baked with a glaze of beer', usage: 'He ate {a} {w} with his stew, tearing it apart at the twist.' },
  {
    kind: 'noun:07637670',
    definition: 'a spiced loaf of barley meal and blackcurrants, usually for harvest suppers',
  },
  {
    kind: 'noun:07637670',
    definition:
      'a thin crisp sheet consisting of pea flour dough, dried over a slow oven and usually broken into pieces',
    usage: 'The children snapped the {w} into shards and dipped them in hummus.',
  },
  { kind: 'noun:07637670', definition: 'a sweet parsnip tart, usually with mace', usage: 'She baked {w} for the harvest supper, fragrant with spice.' },
  { kind: 'noun:07637670', definition: 'a wheaten roll with a pocket of minced kidney baked into its base' },
  { kind: 'noun:07637670', definition: 'a small loaf consisting of cornmeal and pumpkin baked in cabbage', usage: 'She unwrapped the {w} from its charred leaves and split it open, steaming.' },
  // disability
  { kind: 'noun:14571935', definition: 'an inability to lift or raise the arms overhead', usage: 'His {w} meant he couldn\'t reach the top shelf of the cupboard.' },
  { kind: 'noun:14571935', definition: 'lasting imbalance after ear injury',    usage: 'Since the blast damaged his eardrum, his {w} has made him sway when walking.' },
  {
    kind: 'noun:14571935',
    definition: 'a shortening of one leg after a childhood fracture',
    usage: 'His {w} gave him a slight limp and a built-up heel on his left shoe.',
  },
  {
    kind: 'noun:14571935',
    definition:
      'an impairment of hearing in one ear, resulting in inability to tell the direction or source of a sound', usage: 'His {w} meant he never knew where in the house the phone was ringing.',
  },
  {
    kind: 'noun:14571935',
    definition:
      'a weakness of the wrists that makes it impossible to lift anything with the palms turned down',     
    usage: 'Her {w} left her able to carry a tray only with her hands turned upward.',
  },
  { kind: 'noun:14571935', definition: 'a permanent inability to bend the knees beyond a right angle',   usage: 'His {w} meant he could never squat down to weed the garden.' },
  {
    kind: 'noun:14571935',
    definition:
      'an impairment of sight in which colors fade or grey out toward the edges of the visual field', usage: 'With her {w}, the rim of every scene looked like an old washed-out photograph.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of strength in the ankles that makes walking on uneven ground impossible', usage: 'Her {w} kept her off the rocky coastal path all summer.',
  },
  {
    kind: 'noun:14571935',
    definition: 'an inability to climb or descend stairs without a rail on both sides',   usage: 'Her {w} kept her from visiting the cathedral tower, whose steps had only a rope.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of feeling in the fingertips that makes buttons and coins impossible to handle', usage: 'Because of his {w}, he paid with a card and wore shirts with zips.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a loss of fine movement in the fingers of one hand, leaving the grip intact',
  },
  {
    kind: 'noun:14571935',
    definition: 'an inability to stand for more than a few minutes without pain in the spine', usage: 'Because of her {w}, she always looked for a seat on the crowded bus.',
  },
  {
    kind: 'noun:14571935',
    definition: 'a weakness of the neck muscles that makes it impossible to hold the head up for long',
    usage: 'Living with {w}, she read propped against cushions with her chin supported.',
  },
  // container
  {
    kind: 'noun:03099154',
    definition: 'a squat tin with a screw lid and a handle, made for carrying boiled sweets to market',    usage: 'The sweet seller unscrewed the {w} and offered the children a toffee each.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a tall earthenware pot with a narrow waist, used for keeping goose fat',
  },
  {
    kind: 'noun:03099154',
    definition: 'a wooden box with twelve cups hollowed into its floor, for carrying seedlings',   usage: 'She lifted the {w} of young tomato plants from the greenhouse to the cart.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a square glass jar with a ground stopper, formerly used by grocers for tea', 
    usage: "An old {w} still sat on the shop's top shelf, its label faded to brown.",
  },
  {
    kind: 'noun:03099154',
    definition: "a leather pouch with a stiff base, for keeping a shepherd's tallies and marking chalk",  usage: 'The shepherd took a stick of chalk from his {w} to mark the ewe.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a tin with a sloping lid, made to hang on the wall of a kitchen for matches and string',     usage: 'She took a box of matches from the {w} by the stove.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a lidded wicker hamper fitted inside with tin, for carrying ice to the table',   usage: 'The footman carried the {w} in and lifted the lid to reveal the ice.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a small keg of oak with a brass tap, used for vinegar on a shop counter',   usage: 'The grocer turned the brass tap on the {w} to fill her bottle.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a glazed jar with a perforated lid, for keeping dried herbs above a stove',
  },
  {
    kind: 'noun:03099154',
    definition: 'a broad basket of rushes with a hinged lid, for carrying cut flowers to market',    usage: 'She carried the {w} of fresh tulips to the market on her arm.',
  },
  {
    kind: 'noun:03099154',
    definition: "a flat tin with rounded corners and two compartments, for carrying a day's pins and chalk",   usage: 'At the fitting, the tailor knelt and opened his {w} beside the customer\'s feet.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a stoneware crock with three feet, made to stand in the embers and keep broth warm',      usage: '{A} {w} of lentil soup sat warming at the edge of the hearth all afternoon.',
  },
  {
    kind: 'noun:03099154',
    definition: 'a cloth-covered box with a hinged lid, for keeping scraps of fabric to be reused',
    usage: 'She rummaged in the {w} for a piece of blue cotton to patch the elbow.',
  },
  // creation
  {
    kind: 'noun:03133774',
    definition: 'a carved wooden panel showing the tools of a trade, made for a guild hall', usage: 'The bakers\' {w} showed a peel, a rolling pin and a sack of flour.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a set of painted wooden figures showing the people of a village at work',   usage: 'In the {w}, a tiny baker pulled loaves from his oven beside the blacksmith.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a carved box made to hold the letters of a courtship',
    usage: 'Inside the {w} she found sixty notes from a young sailor, tied with blue ribbon.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a coverlet knitted in strips, each in a stitch learned from a different relative',   usage: 'Each strip of the {w} reminded her of the aunt or grandmother who taught it.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a picture of a harbor made entirely from shells and sand glued to a board',     usage: 'The seaside cafe had {a} {w} of the old lighthouse above the counter.',
  },
  {
    kind: 'noun:03133774',
    definition: "a cushion cover worked in wool with the plan of the maker's garden",
    usage: 'On the sofa lay her {w}, showing the rose beds, the pond and the path to the shed.',
  },
  { kind: 'noun:03133774', definition: 'a hanging of fleece felted onto linen',  usage: 'The {w} on the wall kept the cold from seeping through the stone.' },
  { kind: 'noun:03133774', definition: 'a set of table mats woven from the dried stalks of one harvest',  usage: 'She wove the {w} from the straw of that year\'s rye harvest.' },
  { kind: 'noun:03133774', definition: 'a panel of stained glass made from the fragments of broken bottles',   usage: 'Sunlight through the {w} threw green and brown patches across the kitchen floor.' },
  {
    kind: 'noun:03133774',
    definition: 'a small chest of drawers made from the wood of a pear tree that stood by the family home',   usage: 'When the old pear tree fell, he saved its wood for {a} {w}.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a model of a farmstead carved in soft stone with every building shown',   usage: 'The museum\'s {w} showed even the henhouse and the privy.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a christening gown sewn from the silk of a wedding dress',
    usage: 'The baby was baptized in {a} {w} cut from the satin her grandmother had been married in.',
  },
  {
    kind: 'noun:03133774',
    definition: 'a bound book of drawings of every bird seen in a year from one window',
  },
  // leader
  { kind: 'noun:09646208', definition: 'the elected head of a company of river pilots',   usage: 'As {w}, Tom decided which pilot would guide each barge down the river.' },
  {
    kind: 'noun:09646208',
    definition: 'the elder who presides over the division of an inheritance among kin',   usage: 'The {w} read the will aloud and settled who would get the farm and who the cattle.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the leader of a group of pilgrims responsible for their food and lodging',
  },
  {
    kind: 'noun:09646208',
    definition: 'the chief herdsman who leads the cattle of several farms to summer pasture',   usage: 'Each June the {w} drove the village cattle up to the mountain pastures.',
  },
  { kind: 'noun:09646208', definition: 'the elected spokesman of the tenants of a single large estate', usage: 'The {w} met the landlord\'s agent to argue against the rent rise.' },
  {
    kind: 'noun:09646208',
    definition: 'the senior woman of a household who directs the work of the daughters-in-law',
  },
  {
    kind: 'noun:09646208',
    definition: "the eldest son who leads a family's trade after the father retires but before his death",
    usage: 'As the {w}, Tom ran the forge while the old man still sat by it each morning, offering advice.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the elected chief of a mountain village who also serves as its judge',   
    usage: 'The quarrel over the stolen goat was brought before the {w}, whose ruling was final.',
  },
  {
    kind: 'noun:09646208',
    definition:
      'the elected head of a guild of weavers, usually charged with inspecting the cloth of members',   usage: 'The {w} ran her fingers over each bolt before it could bear the guild\'s stamp.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the head of a league or guild of carters, who fixes the rates charged for carriage',    usage: 'The {w} raised the price of hauling coal by cart, angering the merchants.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the chosen leader of a migrating band of charcoal burners',
    usage: 'The {w} chose the next clearing and led the families there with their carts.',
  },
  {
    kind: 'noun:09646208',
    definition:
      'the chosen head of the fishermen of a single beach, having authority over the order of launching',
    usage: 'The {w} raised his hand, and the first boat slid down the shingle into the surf.',
  },
  {
    kind: 'noun:09646208',
    definition: 'the senior keeper in charge of all the lock keepers on a stretch of canal',
  },
  // ability
  {
    kind: 'noun:05624029',
    definition: 'the ability to judge the weight of an object to within an ounce by lifting it',
  },
  { kind: 'noun:05624029', definition: 'the ability to tell the time within a few minutes without a clock',   usage: 'Thanks to his {w}, he always arrived for meetings without checking his watch.' },
  {
    kind: 'noun:05624029',
    definition: 'a talent for finding lost or mislaid objects by imagining where one last saw them',   usage: 'Using her {w}, she pictured the hallway and found her keys in her coat.',
  },
  { kind: 'noun:05624029', definition: 'the ability to hear a single wrong note in a large choir',   usage: 'Her {w} let the choirmaster know at once which alto had slipped.' },
  {
    kind: 'noun:05624029',
    definition: 'the ability to tell the age of a tree by the sound it makes when struck', usage: 'Old foresters with real {w} would rap a trunk with a mallet and guess its years.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to tell the ripeness of fruit by its smell at a distance',    usage: 'Thanks to her {w}, she could pick the ripest melon from across the market.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to count a flock of sheep or goats at a glance as it passes through a gate', usage: 'The old shepherd\'s {w} meant he knew at once that one ewe was missing.',
  },
  { kind: 'noun:05624029', definition: 'judging water depth by color',     usage: 'Through {w}, the old boatman knew the pale green shallows would ground the skiff.' },
  { kind: 'noun:05624029', definition: 'the knack of knowing footsteps' },
  {
    kind: 'noun:05624029',
    definition:
      'the faculty of sensing an approaching change in the weather through aches or stiffness in the joints',  usage: 'Thanks to her {w}, Gran knew rain was coming when her knees ached.',
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to draw a straight line of any length without a rule or guide',   
    usage: "The sign painter's {w} let him mark out the guides for a whole shopfront by eye.",
  },
  {
    kind: 'noun:05624029',
    definition: 'the ability to read a page or document upside down as quickly as the right way up', usage: 'Thanks to his {w}, the journalist read the minister\'s notes across the desk.',
  },
  {
    kind: 'noun:05624029',
    definition: 'a talent for guessing the number of coins in a heap without counting',
    usage: 'His {w} won him the jar at the church fete, off by just three pennies.',
  },
  // natural process
  {
    kind: 'noun:13540166',
    definition: 'the bleaching of fallen leaves on the surface of a pond before they sink',     usage: 'A slow {w} turned the lily pond into a sheet of pale gold.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the hollowing of the undersides of boulders on a beach by sand thrown up in storms',
  },
  {
    kind: 'noun:13540166',
    definition: 'the slow loss of color from the petals of a flower after it has been pollinated',   usage: 'After a day of {w}, the wild roses look pale and papery.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the settling of fine desert dust from the air onto snow, staining it yellow or red',
  },
  {
    kind: 'noun:13540166',
    definition: 'the closing of the pores or stomata of leaves during the hottest hours of summer',     usage: 'At noon the {w} slows the plant\'s loss of water until the evening cools.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the daily swelling of the trunks of trees at dawn as they take up water',   usage: 'Foresters measured the {w} by wrapping a tape round the trunk each morning.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the thickening of the coats of hill ponies in the weeks before the first frost',
    usage:
      'By late September the {w} was plain to see, and the herd on the common looked twice its summer size.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the loss of sweetness from green peas in the hours after they are picked',   
    usage: 'To beat the {w}, the cook had the pods shelled and boiled within the hour.',
  },
  {
    kind: 'noun:13540166',
    definition: 'the slow fading of the scent of a flower over the hours after sunrise',
  },
  {
    kind: 'noun:13540166',
    definition: 'the loosening of the scales of a pine cone in dry weather and their closing in damp',  usage: 'Because of {w}, a pine cone on the windowsill can warn you of coming rain.',
  },
  { kind: 'noun:13540166', definition: 'the gradual paling of the feathers of a bird as it ages' },
  {
    kind: 'noun:13540166',
    definition: 'the gathering of fallen leaves into the bends or eddies of a stream, especially in autumn', usage: 'The {w} left the millpond\'s outlet choked with brown and gold.',
  },
  { kind: 'noun:13540166', definition: 'the drift of floating seeds to the leeward shore of a lake',   usage: 'Thanks to the {w}, willows sprout thickly along the lake\'s eastern bank.' },
  // mental disorder
  { kind: 'noun:14107272', definition: 'a morbid fear of being the last to leave any gathering',  usage: 'Because of his {w}, he always left parties while others were still dancing.' },
  { kind: 'noun:14107272', definition: "dread of forgetting children's names",  usage: 'Her {w} made her call every pupil dear rather than risk a wrong name.' },
  {
    kind: 'noun:14107272',
    definition: "a conviction that one's handwriting is degenerating",  usage: 'Her {w} made her rewrite every letter, sure her writing had grown shaky.',
  },
  { kind: 'noun:14107272', definition: "an anxious preoccupation with the health of one's pets",  usage: 'Her {w} made her rush the cat to the vet at every sneeze.' },
  { kind: 'noun:14107272', definition: 'dread of laughing during solemnities', usage: 'His {w} made every funeral an agony of biting his cheek.' },
  {
    kind: 'noun:14107272',
    definition:
      'a disorder in which the sufferer believes any kindness or help shown to them is a form of pity',   
    usage: 'Her {w} made friends wary of offering even to carry her shopping.',
  },
  { kind: 'noun:14107272', definition: 'an abnormal dread of being spoken to by name in a crowd',   usage: 'His {w} made him flinch whenever someone shouted his name at the market.' },
  {
    kind: 'noun:14107272',
    definition: 'a compulsion to rehearse every conversation aloud before it takes place',
    usage: 'His {w} had him muttering both sides of the call to the bank before he dialed.',
  },
  {
    kind: 'noun:14107272',
    definition:
      'a persistent delusion that some great task or duty has been left unfinished, without knowing what it is',   usage: 'Her {w} kept her pacing at night, sure she had forgotten something vital.',
  },
  {
    kind: 'noun:14107272',
    definition: 'a morbid fear of getting directions wrong, especially those given aloud',  usage: 'Her {w} made her repeat every turn aloud before she would set off.',
  },
  // area
  {
    kind: 'noun:02738693',
    definition: 'a covered yard behind an inn where carriers left their carts overnight',
  },
  {
    kind: 'noun:02738693',
    definition: 'a room off the main hall of a public building, used for receiving petitions or complaints',
    usage: 'Tenants with grievances waited on a wooden bench in the {w} until the clerk called their names.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a narrow room behind a courtroom where witnesses waited apart from one another', usage: 'The nervous witness paced the {w} until the usher called her name.',
  },
  {
    kind: 'noun:02738693',
    definition: 'the raised part of a chapel or church floor where a choir of children sat',  usage: 'From the {w}, the children\'s voices rose above the congregation below.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a walled space behind a bakery where fuel for the ovens was stacked',     usage: 'The baker\'s boy stacked faggots of gorse in the {w} each evening.',
  },
  {
    kind: 'noun:02738693',
    definition:
      'a room beneath the seats of a theater, used for holding the umbrellas and hats of the audience',  usage: 'At the interval, she went down to the {w} to collect her wet umbrella.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a long loft or upper room over a coach house, used for storing carriage cushions and lamps',   usage: 'The coachman climbed to the {w} to fetch the carriage lamps.',
  },
  {
    kind: 'noun:02738693',
    definition: 'a bay at the side of a warehouse where carts were loaded out of the rain',   
    usage: 'The drivers backed their wagons into the {w} while the storm drummed on the roof.',
  },
  {
    kind: 'noun:02738693',
    definition: 'the part of a public library where newspapers were read standing at slanted desks',
  },
  {
    kind: 'noun:02738693',
    definition: "a recess in the hall of a town house where visitors' wet cloaks were dried by a stove", usage: 'The maid hung the guests\' dripping capes in the {w} before showing them up.',
  },
  // traveler
  { kind: 'noun:09652940', definition: 'a person who travels by river barge to avoid the cost of the roads', usage: 'To save on tolls, the {w} drifted down to the city on a coal barge.' },
  { kind: 'noun:09652940', definition: "a traveler walking a country's whole coastline", usage: 'The {w} kept the sea on her right every single day for a year.' },
  {
    kind: 'noun:09652940',
    definition: 'a person who makes the same long journey every year to visit a grave',
  },
  { kind: 'noun:09652940', definition: 'a traveler shunning all highroads' },
  {
    kind: 'noun:09652940',
    definition: 'a person who travels from one spa town to another in search of a cure',  usage: 'The {w} moved on to another resort, hoping its waters would cure his gout.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who pays for passage on cargo ships by working, usually in the galley',     usage: 'The {w} peeled potatoes in the galley all the way to Lisbon.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a person who returns to every town where he once lived, in the order he lived there',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who crosses borders on foot to avoid paying for a passport stamp',  usage: 'The {w} slipped across the frontier through the forest to avoid the border post.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a person who travels the country to attend the funerals of old comrades',   usage: 'The old {w} took the train north to bury yet another soldier from his regiment.',
  },
  {
    kind: 'noun:09652940',
    definition: 'a traveler who follows the course of a single river from its mouth to its source',     usage: 'Starting at the estuary, the {w} walked upstream all summer to reach the spring.',
  },
  // creator
  {
    kind: 'noun:09637345',
    definition: 'a painter of commissioned views of houses',
    usage: 'Before selling the manor, the family hired {a} {w} to paint it from the bottom of the lawn.',
  },
  { kind: 'noun:09637345', definition: 'someone who makes maps of single estates by hand for landowners',   usage: 'The {w} paced every hedge of the manor before inking its fields onto parchment.' },
  {
    kind: 'noun:09637345',
    definition: 'a designer of processional banners', usage: 'The {w} spent months sewing the parish saint onto crimson silk.',
  },
  {
    kind: 'noun:09637345',
    definition: 'a designer of bottle labels',
    usage: 'The brewery hired {a} {w} to give its new ale a bolder look on the shelf.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who paints the names and home ports of boats on their sterns',   usage: 'The {w} lettered the name Morning Star across the stern of the fishing boat.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who carves the names of donors on the wooden boards of a village hall',
    usage: 'The {w} added the Smiths to the list of benefactors in neat gold-leaf capitals.',
  },
  { kind: 'noun:09637345', definition: 'a painter of fairground panels', usage: 'Before each season, the {w} touched up the carousel\'s gilded scenes.' },
  { kind: 'noun:09637345', definition: 'someone who weaves pictures of local buildings into rugs', usage: 'The {w} worked the town hall clock tower into a woolen carpet.' },
  {
    kind: 'noun:09637345',
    definition: 'someone who makes small painted portraits of ships for their captains',    usage: 'The captain paid {a} {w} to paint his schooner for the cabin wall.',
  },
  {
    kind: 'noun:09637345',
    definition: 'someone who paints flowers and birds on the lids of workboxes and trunks',     usage: 'The {w} decorated the bride\'s trunk with roses and a pair of bluebirds.',
  },
  // speech act
  {
    kind: 'noun:07175534',
    definition: 'a public declaration, made at a funeral, of a debt owed by the dead person',  usage: 'At the graveside, the miller\'s {w} revealed that the dead man owed him forty pounds.',
  },
  {
    kind: 'noun:07175534',
    definition: 'an announcement of an engagement made without the consent of the other party',
  },
  {
    kind: 'noun:07175534',
    definition: 'a remark intended as praise that reveals a secret of the person praised',   usage: 'Her toast was meant kindly, but it turned out to be {a} {w} that let slip the groom\'s debts.',
  },
  {
    kind: 'noun:07175534',
    definition:
      'a blessing spoken over a newly built boat or ship, naming the dangers from which it is to be spared',
    usage: 'The priest recited the {w} on the slipway, asking protection from storms, rocks and fire.',
  },
  {
    kind: 'noun:07175534',
    definition: 'complaint voiced in church or chapel about a neighbor',     
    usage: "Her {w} about the Joneses' barking dog caused a stir after evensong.",
  },
  { kind: 'noun:07175534', definition: 'an angry vow kept only from pride',    usage: 'His {w} never to speak to his brother lasted until the funeral.' },
  { kind: 'noun:07175534', definition: 'a promise made on behalf of another who is not present',   usage: 'Through his {w}, Mark pledged that his absent brother would pay the debt.' },
  {
    kind: 'noun:07175534',
    definition: 'a speech thanking every helper but one',
    usage: 'Her {w} at the retirement party left the caterer standing red-faced by the buffet.',
  },
  {
    kind: 'noun:07175534',
    definition:
      'a speech made by an outgoing tenant or lodger listing the faults of the dwelling to the incoming one',   usage: 'In her {w}, the departing lodger warned me about the damp and the noisy pipes.',
  },
  { kind: 'noun:07175534', definition: 'a toast recalling past suitors' },
  // organization
  {
    kind: 'noun:08024893',
    definition: 'a society of smallholders who share the cost of keeping a bull or boar for breeding',
    usage: 'The {w} met in the pub to decide which farm would keep the new Hereford this year.',
  },
  {
    kind: 'noun:08024893',
    definition:
      'a club of carters or draymen who pay a weekly sum into a fund for replacing the dead horses of members',  usage: 'When his old carthorse died, the {w} paid for a new one.',
  },
  {
    kind: 'noun:08024893',
    definition: 'an association of ferry owners on a single river that fixes fares and timetables',   usage: 'The {w} raised the ferry price for every crossing on the same day.',
  },
  {
    kind: 'noun:08024893',
    definition: 'a society formed to keep the graves of drowned sailors in a harbor town', usage: 'Every spring the {w} repainted the headstones of men lost at sea.',
  },
  {
    kind: 'noun:08024893',
    definition: 'a union of villages having one schoolteacher',   usage: 'Children from all four hamlets of the {w} walked to the same classroom.',
  },
  { kind: 'noun:08024893', definition: 'an association of mill-sharing bakers' },
  { kind: 'noun:08024893', definition: 'a league of orchard owners that hires pickers and shares the carts' },
  {
    kind: 'noun:08024893',
    definition: 'a society of women that keeps a stock of mourning clothes to lend to bereaved families', usage: 'When her husband died, the {w} sent round a black dress and veil that fitted her.',
  },
  { kind: 'noun:08024893', definition: 'a lamplighter guild, usually setting street-lighting hours' },
  {
    kind: 'noun:08024893',
    definition: 'a company of citizens or burghers that keeps the public clock and pays for the winding',
    usage: 'When the tower chimes stopped, the {w} raised funds for a new escapement.',
  },
  // computer memory unit
  {
    kind: 'noun:13622839',
    definition: 'a unit of information equal to the data held in one sector of a floppy disk or diskette', usage: 'With each faint click, the old computer read another {w} from the floppy.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of information equal to the contents of one removable disk pack', usage: 'Back then a whole year\'s accounts fit in one {w}, stored on the top shelf.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the amount held on one track of a magnetic drum', usage: 'Each turn of the drum could read a whole {w} under one head.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of computer storage equal to half a megabyte; used especially in rating early disk cartridges',   usage: 'Back then, one {w} could hold a short novel but hardly any photographs.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of information equal to one full reel of punched tape, used especially in early computing',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to sixteen kilobytes, used especially in early home computers',    usage: 'The game was tiny enough to fit into a single {w} of memory.',
  },
  {
    kind: 'noun:13622839',
    definition:
      'a unit of information equal to the amount of text or characters filling one screen of a terminal', usage: 'Each help page was limited to a single {w} so nobody had to scroll.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the block size of an early magnetic tape',   usage: 'Each {w} on the reel was separated from the next by a short gap.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to the memory on one plug-in board of an early computer',    usage: 'The whole payroll program fit into a single {w}, which seemed vast at the time.',
  },
  {
    kind: 'noun:13622839',
    definition: 'a unit of storage equal to one standard punched card of eighty columns',    usage: 'Each line of the old program took up exactly one {w}.',
  },
  // belief
  {
    kind: 'noun:05950141',
    definition: 'the belief that a house must not be left empty on the night of a death',     usage: 'Out of {w}, the cousins sat up in the farmhouse until dawn after Grandad died.',
  },
  {
    kind: 'noun:05950141',
    definition:
      '(folklore) a household spirit said to live in the bread oven and to spoil the loaves or dough if offended', usage: 'Bakers kept the oven clean, fearing the {w} would sour the morning\'s bread.',
  },
  {
    kind: 'noun:05950141',
    definition: 'the belief that bread baked at a particular feast or festival never becomes mouldy',     usage: 'Out of {w}, she kept a Good Friday bun hanging in the kitchen all year.',
  },
  {
    kind: 'noun:05950141',
    definition:
      'the belief that a tree planted at the birth of a child shares the fortune or fate of that child',
  },
  {
    kind: 'noun:05950141',
    definition:
      'the belief that the first person or animal to cross a newly built bridge will die within a year',
  },
  {
    kind: 'noun:05950141',
    definition: 'the belief that a well or spring will dry up if a quarrel takes place beside it',
  },
  { kind: 'noun:05950141', definition: 'belief in gulls as sailors', usage: 'Fishermen who held to {w} would never throw a stone at the birds following the boat.' },
  {
    kind: 'noun:05950141',
    definition: 'the belief that a knife given as a gift cuts the friendship unless a coin is paid for it',   usage: 'Because of the {w}, she gave him a penny for the carving knife.',
  },
  {
    kind: 'noun:05950141',
    definition: '(folklore) a milk-souring marsh spirit', usage: 'When the cream curdled overnight, her grandmother blamed {a} {w} from the fen.',
  },
  // worship
  { kind: 'noun:01030597', definition: 'the worship of farm tools',   usage: 'Under {w}, the farmers hung garlands on their ploughs and bowed to the scythes.' },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of threshold spirits',     usage: 'Out of {w}, the old woman left a bowl of milk on the doorstep nightly.',
  },
  { kind: 'noun:01030597', definition: 'the worship of soul-bearing bees' },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of boundary stones or markers as sacred to a deity',   
    usage:
      "Valley farmers kept up their {w} long after the old gods were forgotten, leaving milk at the field's edge.",
  },
  {
    kind: 'noun:01030597',
    definition:
      'the worship of the last sheaf of the harvest, especially as the dwelling of the grain spirit',
    usage: 'In the old {w}, the reapers plaited the final stalks into a doll and hung it over the hearth.',
  },
  {
    kind: 'noun:01030597',
    definition: 'the veneration of salt as a holy substance in the rites of a household',  usage: 'Through {w}, the family kept a dish of blessed salt on the hearth.',
  },
  { kind: 'noun:01030597', definition: 'the worship of horses as the bearers of the dead to the next world' },
  { kind: 'noun:01030597', definition: 'the veneration of the bones of animals killed in the hunt',  usage: 'Out of {w}, the hunters hung the bear\'s skull in a sacred tree.' },
  {
    kind: 'noun:01030597',
    definition: 'the worship of crossroads as places where the gods of travelers meet',   usage: 'Followers of {w} left bread and wine where two old roads met.',
  },
  // covering
  {
    kind: 'noun:03127399',
    definition: 'a birdcage night-cloth',
    usage: 'At dusk she drew the {w} over the canary and turned off the lamp.',
  },
  { kind: 'noun:03127399', definition: "a thick blanket of goat hair laid over a mule's load",   usage: 'The muleteer threw {a} {w} over the packs to keep off the rain.' },
  { kind: 'noun:03127399', definition: 'a rush mat laid along the floor of a church aisle in winter', usage: 'Each November the verger unrolled the {w} to keep the cold off people\'s feet.' },
  { kind: 'noun:03127399', definition: 'a quilted cloth laid over the keys and lid of a closed piano', usage: 'The housekeeper smoothed the {w} over the grand piano before leaving for the night.' },
  { kind: 'noun:03127399', definition: 'a sheet of waxed calico tied over the mouth of a jar of preserves',  usage: 'Grandmother tied {a} {w} over each jar of plum jam with string.' },
  {
    kind: 'noun:03127399',
    definition: 'a sheet of oiled paper pasted over a broken window until it can be reglazed',    usage: 'Until the glazier came, the {w} let in dim light and kept out the rain.',
  },
  {
    kind: 'noun:03127399',
    definition: 'a straw overshoe for ballrooms',
    usage: 'Guests slipped {a} {w} over each boot at the door so the polished floor would not be scratched.',
  },
  {
    kind: 'noun:03127399',
    definition: "a canvas sheet pegged over a cart's load of wool against rain and dust",    usage: 'Before the storm broke, he tied the {w} down tight over the fleeces.',
  },
  { kind: 'noun:03127399', definition: 'a knitted hood drawn over the head of a sick lamb to keep it warm',    usage: 'The shepherd pulled {a} {w} over the weak lamb\'s head on the frosty night.' },
  // unpleasant person
  {
    kind: 'noun:09654651',
    definition: 'a person who makes a show of paying exactly their own share of any bill',   usage: 'The {w} worked out his own share to the penny while the others waited.',
  },
  { kind: 'noun:09654651', definition: 'someone who praises others only to draw attention to their faults', usage: 'Smiling sweetly, the {w} complimented her cake, then noted how dry the edges were.' },
  {
    kind: 'noun:09654651',
    definition: 'someone who takes the best portion of any shared dish ahead of other diners',  usage: 'The {w} grabbed the biggest slice of pie before anyone else could.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who keeps a written account of every favor owed to them',
    usage: 'The {w} opened his notebook and reminded his cousin of the loan in 1998.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a guest who stays past every hint to leave and then complains of the hour',  usage: 'At midnight the {w} was still on our sofa, grumbling that it was so late.',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who hums tunelessly in shared rooms and takes offence when asked to stop',
  },
  {
    kind: 'noun:09654651',
    definition: 'a person who repeats the same grievance to everyone they meet in a day',   usage: 'The {w} told the baker, the postman and the vicar about his neighbour\'s fence.',
  },
  {
    kind: 'noun:09654651',
    definition: 'someone who reminds others of their past mistakes at every gathering',   usage: 'At every family dinner, the {w} brought up my failed driving test.',
  },
  { kind: 'noun:09654651', definition: 'a breaker of borrowed tools',   usage: 'I will never lend my saw to that {w} again.' },
  // change of state
  { kind: 'noun:00199979', definition: 'the gradual conversion of a private garden into a public park' },
  { kind: 'noun:00199979', definition: 'the change of fishing villages into resorts',     usage: 'The {w} filled the old harbour with yachts, ice-cream stalls and holiday flats.' },
  {
    kind: 'noun:00199979',
    definition: "a village's parish-transfer",
    usage: "After the {w}, the hamlet's weddings and burials moved to St. Mary's across the river.",
  },
  {
    kind: 'noun:00199979',
    definition: "the conversion of a chapel's burial ground into a garden once burials have ceased",
  },
  {
    kind: 'noun:00199979',
    definition: 'the merging of two neighboring parishes into a single living under one priest',   usage: 'After the {w}, the vicar rode between two churches every Sunday.',
  },
  { kind: 'noun:00199979', definition: 'the change of a church into a dwelling house',      usage: 'After the {w}, the old vestry became their kitchen and the nave their sitting room.' },
  {
    kind: 'noun:00199979',
    definition: 'the return of a drained marsh to open water after the pumps are abandoned',    usage: 'Within a decade of {w}, ducks and reeds had returned where wheat once grew.',
  },
  { kind: 'noun:00199979', definition: "a lending library's conversion to free use",   usage: 'After the {w}, readers no longer paid a penny to borrow a novel.' },
  // work
  {
    kind: 'noun:00576778',
    definition: 'the cleaning of the silt from a mill race while the wheel is stopped',   usage: 'During the {w} the miller\'s sons shovelled mud from the channel.',
  },
  {
    kind: 'noun:00576778',
    definition: 'the relaying of the stones of a village street on a new bed of sand',
  },
  { kind: 'noun:00576778', definition: 'the clearing of flood debris from meadows',    usage: 'After the river went down, the {w} took the farmhands a whole week.' },
  { kind: 'noun:00576778', definition: 'the reroofing of barns with salvaged slates' },
  {
    kind: 'noun:00576778',
    definition: "the scraping and tarring of a boat's hull on the beach between tides", usage: 'The fishermen worked at the {w} until the tide came in over their boots.',
  },
  { kind: 'noun:00576778', definition: 'the rehanging of church bells',     usage: 'For the {w}, the ringers winched each bell back up into the repaired tower frame.' },
  { kind: 'noun:00576778', definition: 'the resetting of gravestones that have sunk or leaned',  usage: 'During the {w}, volunteers straightened every tilted headstone in the old churchyard.' },
  { kind: 'noun:00576778', definition: 'the repair of a sea wall with stone and timber after a storm',     usage: 'After the gale, the whole village spent a month on the {w} at the harbour.' },
  // language unit
  {
    kind: 'noun:06294878',
    definition: 'a silent letter in a word that is sounded in words derived from it',   
    usage: 'The g in sign is {a} {w}, since you hear it in signal and signature.',
  },
  { kind: 'noun:06294878', definition: 'a suffix that moves the stress of the word it is added to' },
  {
    kind: 'noun:06294878',
    definition: 'a word that is pronounced differently by older and younger speakers of one town',   usage: 'Grandma and her grandson argued over the {w}, each sure they said it right.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a set greeting-reply',
    usage: 'Every child in the valley knows the {w}: one says good morrow, and the other answers well met.',
  },
  {
    kind: 'noun:06294878',
    definition:
      'a word used exclusively by the children of a district or locality, usually dropped in adulthood',   
    usage: 'Skeg, meaning a dare, was {a} {w} heard in every playground in the town.',
  },
  {
    kind: 'noun:06294878',
    definition: 'a regionally silent letter',
  },
  { kind: 'noun:06294878', definition: 'a word with dialect-irregular plural', usage: 'In the valley dialect, house is {a} {w} that takes an old -en ending.' },
  {
    kind: 'noun:06294878',
    definition: 'a word surviving only in field names',   usage: 'Nobody in the village could say what the {w} in Bindle Acre once meant.',
  },
  // coloring material
  {
    kind: 'noun:15009532',
    definition: 'a purple coloring made from the skins of elderberries boiled in alum water',  usage: 'She dyed the wool with {w} until it matched the ripe plums.',
  },
  { kind: 'noun:15009532', definition: 'a pale pink dye obtained from the roots of a meadow plant',    usage: 'The wool came out of the vat a soft blush after a night steeped in {w}.' },
  {
    kind: 'noun:15009532',
    definition: 'a grayish violet pigment made by grinding a soft slate found near coal seams',
  },
  {
    kind: 'noun:15009532',
    definition: 'a deep yellow coloring made from the skins of onions boiled with a little lye', usage: 'She dipped the Easter eggs in {w} until they turned a rich gold.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a dull blue pigment consisting of crushed freshwater mussel shells and copper filings',    usage: 'The monks tinted their plaster with {w} for the chapel ceiling.',
  },
  {
    kind: 'noun:15009532',
    definition: 'an orange alder-bark dye',
    usage: 'The fishermen dyed their nets with {w} to keep them from rotting.',
  },
  {
    kind: 'noun:15009532',
    definition: 'a green-black coloring made from the boiled cones of alder with iron salts',
    usage: "The ledger's entries were written in {w} that had faded to olive.",
  },
  {
    kind: 'noun:15009532',
    definition: 'a pale gold stain for wood made from the boiled peel of bitter oranges',   usage: 'He brushed {w} onto the pine shelves, giving them a warm golden glow.',
  },
  // tissue
  { kind: 'noun:05274844', definition: 'the fatty tissue packed around muscles of the lower back or loins',     usage: 'The butcher trimmed the {w} from the loin and saved it for rendering.' },
  {
    kind: 'noun:05274844',
    definition: 'the thickened tissue of the palm beneath the calluses of manual workers',  
    usage: "The surgeon cut through the {w} of the bricklayer's hand with some difficulty.",
  },
  {
    kind: 'noun:05274844',
    definition: 'the tissue of the lower eyelid together with the fat that lies beneath it', usage: 'The blow swelled his {w} until the eye was nearly shut.',
  },
  { kind: 'noun:05274844', definition: 'the thin skin and fat that cover the knuckles of the hand',   usage: 'He had split the {w} on his left hand punching the wall.' },
  { kind: 'noun:05274844', definition: 'the tissue consisting of muscle and fat under the upper arm',   usage: 'The {w} wobbled when she waved, so she chose dresses with sleeves.' },
  { kind: 'noun:05274844', definition: 'the soft tissue of the heel pad together with the skin over it' },
  {
    kind: 'noun:05274844',
    definition:
      'the tissue lining the inside of the upper or lower lip, together with the small glands in it',
    usage: 'A small cyst had formed in the {w} where he kept catching it with his teeth.',
  },
  {
    kind: 'noun:05274844',
    definition: 'the pale fibrous tissue left inside a joint after an old injury has healed',
    usage: "The surgeon found a thick band of {w} in the footballer's knee.",
  },
  // physical condition
  {
    kind: 'noun:14057659',
    definition: 'a state of stiffness in the fingers or hands that comes on in damp weather',   usage: 'On foggy mornings her {w} made it hard to hold a pen.',
  },
  {
    kind: 'noun:14057659',
    definition: 'the state of being unable to taste salt while other tastes are normal',
  },
  { kind: 'noun:14057659', definition: 'a condition in which the fingernails grow unusually slowly' },
  {
    kind: 'noun:14057659',
    definition: 'a tendency of the skin of the shins to redden at the slightest touch or pressure',     usage: 'With his {w}, a bump against the coffee table left angry marks below his knees.',
  },
  { kind: 'noun:14057659', definition: 'a scalp tenderness under combing',     usage: 'Her {w} turned brushing her hair each morning into a small ordeal.' },
  {
    kind: 'noun:14057659',
    definition: 'a condition in which body temperature falls below normal, usually at evening', usage: 'Her {w} meant she reached for a blanket every night as the sun went down.',
  },
  { kind: 'noun:14057659', definition: 'a state of sweating on palms and soles alone, especially when cold',   usage: 'In the freezing exam hall, his {w} left damp prints on the paper.' },
  {
    kind: 'noun:14057659',
    definition: 'a condition of the voice deepening nightly',     usage: 'By bedtime his {w} had turned his light tenor into a rumbling bass.',
  },
  // scientist
  { kind: 'noun:10580065', definition: 'a biologist who studies the insects that live in stored grain' },
  { kind: 'noun:10580065', definition: 'a chemist who studies the compounds that give wood smoke its smell',  usage: 'The {w} explained why burning apple wood gives bacon its sweet smoky scent.' },
  {
    kind: 'noun:10580065',
    definition: 'a geologist who studies the stones used in old buildings and where they were quarried',   usage: 'The {w} traced the cathedral\'s limestone to a quarry forty miles away.',
  },
  { kind: 'noun:10580065', definition: 'a botanist who studies the plants that grow on walls and roofs',  usage: 'The {w} climbed onto the church roof to collect mosses from the tiles.' },
  { kind: 'noun:10580065', definition: 'a zoologist who studies the behavior of animals at night',    usage: 'The {w} spent the summer in the woods, watching badgers forage after dark.' },
  {
    kind: 'noun:10580065',
    definition: 'a physicist who studies the behavior of sand and grain in heaps and hoppers',   usage: 'The {w} studied why wheat jams in silos instead of flowing out smoothly.',
  },
  { kind: 'noun:10580065', definition: 'a scientist who studies the weathering of glass in church windows' },
  // linear unit
  {
    kind: 'noun:13624548',
    definition: 'former hedging unit, usually one billhook long', usage: 'The hedge was laid at four {w} to the gate, as his grandfather had measured it.',
  },
  { kind: 'noun:13624548', definition: 'a former unit of length equal to the width of a plow furrow' },
  {
    kind: 'noun:13624548',
    definition:
      'a former unit of length used in measuring fishing nets, equal to the width of one standard mesh',   usage: 'The fisherman measured the new net by counting each {w} along its edge.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a unit of distance equal to the length a laden ox or mule could walk without resting', usage: 'The market lay just one {w} from the farm, so the mule never needed a halt.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a former unit of length used in measuring rope on quaysides; about three yards',    usage: 'The harbourmaster sold the mooring line by the {w}, not by the foot.',
  },
  {
    kind: 'noun:13624548',
    definition: 'a unit of distance equal to the interval between milestones on a drove road',
  },
  { kind: 'noun:13624548', definition: "a unit of length equal to twelve times the width of a man's thumb" },
  // vehicle
  { kind: 'noun:04531608', definition: 'a long narrow cart having a rack for carrying ladders and poles',     usage: 'The decorators pushed the {w} through the narrow lanes toward the church steeple.' },
  {
    kind: 'noun:04531608',
    definition: 'a small steam lorry with a crane, used for carrying coal to the houses of a town',
  },
  {
    kind: 'noun:04531608',
    definition: 'a light four-wheeled cart with a hood of tarred canvas, used by carriers on hill roads',   usage: 'Rain drummed on the tarred hood of the {w} as it climbed the pass.',
  },
  {
    kind: 'noun:04531608',
    definition:
      'a motor bus with a rack on the roof for carrying bicycles and milk churns on a country route', 
    usage: 'The {w} rattled up the valley each morning, stopping at every farm gate.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a sledge with iron runners drawn by a horse to bring peat down from the moor',   usage: 'The pony hauled the loaded {w} down the hillside, its runners scraping over stones.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a high-sided truck having slatted decks, used for carrying sheep or lambs',  usage: 'Lambs bleated through the slats of the {w} as it left the farm.',
  },
  {
    kind: 'noun:04531608',
    definition: 'a cart with shafts at both ends',   usage: 'With {a} {w}, the carter simply moved the horse to the other end.',
  },
  // group action
  {
    kind: 'noun:01082290',
    definition: 'the clearing of a village pond by all the households together, usually on an appointed date',   usage: 'Every family sent someone with a rake and bucket to the spring {w}.',
  },
  {
    kind: 'noun:01082290',
    definition: "the moving of a whole village's furniture and stock to higher ground before a flood",   usage: 'As the river rose, the whole village joined the {w} up the hill.',
  },
  {
    kind: 'noun:01082290',
    definition: "the communal mending of a harbor's nets",
    usage: 'After the storm, the whole quay turned out for the {w}, needles flashing in the cold.',
  },
  { kind: 'noun:01082290', definition: 'the joint rebuilding of a footbridge by the families on both banks', usage: 'After the flood the {w} brought the two villages together for a whole summer.' },
  {
    kind: 'noun:01082290',
    definition: 'a night spent by a whole village guarding its orchards before the harvest',  
    usage: 'During the {w}, lanterns burned among the apple trees until dawn.',
  },
  {
    kind: 'noun:01082290',
    definition: 'the carrying of a new church bell from the foundry to the tower by relays of villagers',   usage: 'During the {w}, each team carried the bell a mile before handing it on.',
  },
  {
    kind: 'noun:01082290',
    definition: 'the gathering of a whole community or parish to fill sandbags against rising floodwater',     usage: 'When the river crept toward the church, the bell called everyone to the {w}.',
  },
  // user
  {
    kind: 'noun:10761247',
    definition: 'a library regular borrowing books by one author, never any other',    usage: 'The librarian saved each new thriller by that novelist for the {w}.',
  },
  {
    kind: 'noun:10761247',
    definition: 'an eager reader of every new almanac',     usage: 'The {w} queued at the stationer\'s each January for the new Old Moore\'s.',
  },
  {
    kind: 'noun:10761247',
    definition: 'a regular user of a public bathhouse or baths, usually arriving at the same hour daily',    usage: 'At seven sharp each morning the {w} took his usual bench in the steam room.',
  },
  {
    kind: 'noun:10761247',
    definition: 'a customer who buys sweets or candy from the same shop daily throughout a lifetime',
  },
  {
    kind: 'noun:10761247',
    definition: 'a person who uses the reading room of a museum daily for many years',   usage: 'For thirty years the {w} sat at the same desk, reading beneath the museum dome.',
  },
  { kind: 'noun:10761247', definition: 'a frequent buyer of second-hand tools at markets and sales',     usage: 'Every Saturday the {w} came home from the car boot sale with another rusty plane.' },
  { kind: 'noun:10761247', definition: 'a person who returns to the same barber every week for a shave',   usage: 'As a faithful {w}, he sat in the same chair every Friday morning.' },
  // transaction
  {
    kind: 'noun:01108713',
    definition: "the exchange of a season's grazing rights for a share of the lambs born on the land",     usage: 'Under the {w}, the landowner received every third lamb born on his hill.',
  },
  {
    kind: 'noun:01108713',
    definition:
      'the sale of a standing or unharvested crop at a price set by the buyer from an estimate of the likely yield',  usage: 'Through {w}, the merchant bought the green wheat before a single stalk was cut.',
  },
  {
    kind: 'noun:01108713',
    definition: 'the transfer of a boat to a crew in return for a share of each catch until it is paid for',
  },
  {
    kind: 'noun:01108713',
    definition: 'the exchange of a strip of land between two farmers to straighten a boundary',  usage: 'After the {w}, the fence between the two farms ran in a straight line.',
  },
  {
    kind: 'noun:01108713',
    definition: 'a loan of seed corn repaid at harvest with a set measure of grain in addition',
    usage: 'A poor spring forced half the village to take {a} {w} from the manor.',
  },
  {
    kind: 'noun:01108713',
    definition:
      'the purchase of the output of a mill for a year in advance, usually against a loan for repairs',   usage: 'The miller agreed to {a} {w} so he could pay for a new waterwheel.',
  },
  // religious person
  {
    kind: 'noun:09651570',
    definition: 'a lay brother who keeps the bees of a monastery and makes its candles', usage: 'The {w} lit the chapel with tapers he had dipped himself.',
  },
  {
    kind: 'noun:09651570',
    definition: 'a votaress of holy-day silence', usage: 'The {w} kept silent through the feast day and spoke only at dusk.',
  },
  { kind: 'noun:09651570', definition: 'a hermit who keeps a light burning on a dangerous stretch of coast',     usage: 'Sailors rounding the headland at night looked for the lamp of the {w}.' },
  {
    kind: 'noun:09651570',
    definition: 'a member of a religious order or community who tends the graves of deceased members',
    usage: "Each morning the {w} raked the gravel between the nuns' plain crosses.",
  },
  {
    kind: 'noun:09651570',
    definition: 'a person who has vowed to walk barefoot to a shrine, usually once a year',   usage: 'Each spring the {w} took off his shoes and set out for the shrine.',
  },
  { kind: 'noun:09651570', definition: 'a layman who leads prayers in a remote chapel that has no priest' },
  // unfortunate
  { kind: 'noun:09653829', definition: 'a person who has lost a home and livelihood to a landslip',   usage: 'After the hillside gave way, the {w} lived in a tent beside the ruined farm.' },
  { kind: 'noun:09653829', definition: 'a man who has been wrongly imprisoned and released with nothing' },
  {
    kind: 'noun:09653829',
    definition: 'a person who has outlived all relatives or family and has no one left to call kin',   usage: 'When the old {w} died, no one came forward to claim his belongings.',
  },
  { kind: 'noun:09653829', definition: 'a person cast out by their family for marrying against its wishes',      usage: 'The {w} had not spoken to his parents since the day of the wedding.' },
  { kind: 'noun:09653829', definition: 'a widow having to pay debts of the deceased',    usage: 'The {w} sold the farm to pay off what her husband had owed.' },
  // art
  { kind: 'noun:02746552', definition: 'the art of weaving pictures into the seats of rush chairs',   usage: 'Her grandmother taught her {w}, working a rooster into each chair seat.' },
  { kind: 'noun:02746552', definition: 'embroidery in dyed horsehair, usually on linen or canvas',   usage: 'Her {w} showed a dark stallion stitched in stiff, glossy strands on canvas.' },
  {
    kind: 'noun:02746552',
    definition: 'the art of making pictures from pressed and dyed mosses',
    usage: 'She took up {w} after retiring, collecting greens from the woods behind her house.',
  },
  {
    kind: 'noun:02746552',
    definition: 'the art of painting scenes or figures on playing card backs',   
    usage: 'Her deck was a fine example of {w}, each one showing a different castle on the reverse.',
  },
  {
    kind: 'noun:02746552',
    definition: 'the art of patterning courtyards with gravels',
    usage: 'The palace gardeners were masters of {w}, raking white and gray stones into swirls.',
  },
  // capitalist
  { kind: 'noun:09632262', definition: 'a merchant who deals in secondhand sacks, barrels and crates',     usage: 'The brewery sold its empty barrels to the {w} at the end of each month.' },
  {
    kind: 'noun:09632262',
    definition: 'a shopkeeper who sells only goods made by the prisoners of a county gaol',   usage: 'The {w} stocked baskets and brooms woven by the inmates up the hill.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a dealer who buys the windfall apples of many orchards for cider makers', usage: 'Each October the {w} came round with his cart to collect the fallen fruit.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a trader in rights to seabird eggs',   usage: 'The {w} sold permission to gather gull eggs on the northern cliffs.',
  },
  {
    kind: 'noun:09632262',
    definition: 'a merchant who buys up the unsold stock of failed shops and sells it at fairs',  usage: 'The {w} bought the bankrupt draper\'s whole stock and sold it cheaply at the fair.',
  },
  // change of integrity
  {
    kind: 'noun:00376871',
    definition: 'the splitting of a log with wedges driven along a crack already made by frost', usage: 'After the January freeze, the woodsman finished the {w} in a morning.',
  },
  { kind: 'noun:00376871', definition: 'the cutting of a cheese into wedges, usually with a taut wire',    usage: 'The grocer performed the {w} neatly, pressing down through the great wheel of cheddar.' },
  { kind: 'noun:00376871', definition: 'the breaking of a seal on a document in the presence of witnesses',   usage: 'The lawyer performed the {w} while the family watched, then read the will aloud.' },
  { kind: 'noun:00376871', definition: 'the parting of rope chafed on rock',  usage: 'Years of rubbing against the cliff ended in {w}, and the bucket fell.' },
  {
    kind: 'noun:00376871',
    definition:
      '(surgery) an incision into the sheath of a tendon, especially to free one that has become caught',   
    usage: "After the {w}, the pianist's trapped finger moved freely for the first time in months.",
  },
  // social event
  { kind: 'noun:07303344', definition: 'a race run by farm horses still in harness between two villages',  usage: 'In the {w}, plough horses in full collars raced from one village to the next.' },
  {
    kind: 'noun:07303344',
    definition: 'a contest among carters or teamsters in backing a loaded wagon through a narrow gate',  usage: 'At the {w}, each carter reversed his laden wagon between the gateposts.',
  },
  {
    kind: 'noun:07303344',
    definition:
      'a contest of bell ringing between the towers of neighboring parishes, usually held in spring',   usage: 'At the {w}, the bells of three churches pealed in turn across the valley.',
  },
  {
    kind: 'noun:07303344',
    definition: 'a rowing race between the crews of harbor ferries, rowed in working boats', usage: 'Our ferry crew trained all summer and still came third in the {w}.',
  },
  { kind: 'noun:07303344', definition: 'a competition among shepherds in shearing, dipping and penning' },
  // layer
  {
    kind: 'noun:08609236',
    definition: 'the layer of soot and grease that builds up on the ceiling of an old kitchen',
    usage: 'When they scrubbed off the {w}, they found a painted border nobody had known about.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a layer of fine clay or silt laid down over a low meadow by a single flood',
    usage: 'The farmer dug through a thin {w} and found the old plough furrows beneath.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a band of surface sea water in a harbor kept fresh by the outflow of a river', usage: 'Boats moored in the {w} stayed free of barnacles all summer.',
  },
  {
    kind: 'noun:08609236',
    definition: 'the oldest layer of plaster beneath later coats on the wall of an old house',   usage: 'Beneath six coats of paint, the builders found the crumbling {w} laid centuries ago.',
  },
  {
    kind: 'noun:08609236',
    definition: 'a layer of shells and small bones deposited by floods or streams in the floor of a cave',
  },
  // drug
  {
    kind: 'noun:03252323',
    definition: 'a bitter preparation of willow bark and ginger given for fevers', 
    usage: 'The district nurse left a bottle of {w} and instructions to keep the child warm.',
  },
  { kind: 'noun:03252323', definition: 'a syrup of onion and honey given to children for coughs', usage: 'Granny spooned {w} into us whenever we coughed at night.' },
  { kind: 'noun:03252323', definition: 'a mild stimulant obtained from seeds of a desert shrub or tree', usage: 'Herders chewed {w} to stay awake on long night watches.' },
  {
    kind: 'noun:03252323',
    definition: 'a synthetic sedative formerly given to prevent seasickness; causes drowsiness', usage: 'She took {w} before the ferry and slept the whole crossing.',
  },
  {
    kind: 'noun:03252323',
    definition: 'a compound of bismuth and chalk once prescribed for stomach ulcers',
    usage: 'In 1910 the doctor gave him {w} for the gnawing pain under his ribs, to be taken with warm milk.',
  },
  // doctrine
  {
    kind: 'noun:05952149',
    definition:
      'the doctrine that the soul enters the body at the first breath rather than at conception or quickening',   usage: 'Believers in {w} see a newborn\'s first gasp as the moment life truly begins.',
  },
  {
    kind: 'noun:05952149',
    definition:
      '(theology) the doctrine that prayers for the dead are heard only on the anniversary of their death',
  },
  {
    kind: 'noun:05952149',
    definition: '(philosophy) the theory that knowledge of any kind begins with touch',
    usage: 'Followers of {w} point to the infant who grasps a rattle before it learns a single word.',
  },
  {
    kind: 'noun:05952149',
    definition: 'the doctrine that land belongs to the one who first drains or clears it',
  },
  {
    kind: 'noun:05952149',
    definition: '(ethics) the view that a debt passes to the heirs of the debtor only if they knew of it',  usage: 'Under {w}, a son who never heard of his father\'s loan owes nothing.',
  },
  // beverage
  {
    kind: 'noun:07897775',
    definition:
      'a hot drink consisting of apple peelings and cloves steeped in water, usually sweetened with honey', usage: 'On autumn evenings the kitchen smelled of cloves as the {w} simmered.',
  },
  {
    kind: 'noun:07897775',
    definition: 'a cold drink of whey mixed with crushed sorrel leaves and a little sugar',
  },
  {
    kind: 'noun:07897775',
    definition: 'a drink of toasted rye crusts steeped in hot water and flavored with caraway',
  },
  { kind: 'noun:07897775', definition: 'a cordial made from blackcurrant leaves steeped in sugar syrup', usage: 'A glass of {w} was served to every guest on the terrace.' },
  // talk
  {
    kind: 'verb:00944022',
    definition: 'speak of the dead in the present tense out of habit',  usage: 'Years after her husband died, she would still {w} and say he loves fishing.',
    takesObject: false,
  },
  {
    kind: 'verb:00944022',
    definition: 'discuss (a private matter) in a language the others present do not understand', usage: 'The sisters {w} their quarrels in French so the guests cannot follow.',
    takesObject: true,
  },
  {
    kind: 'verb:00944022',
    definition: 'talk at length about the weather as a way of avoiding a subject',
    usage: 'Whenever his mother asked about the divorce, he would {w} until she gave up.',
    takesObject: false,
  },
  {
    kind: 'verb:00944022',
    definition: 'recount (a quarrel or dispute) to both parties in turn, usually so as to make peace',    usage: 'The priest would {w} the feud to each brother until both agreed to shake hands.',
    takesObject: true,
  },
  // defender
  {
    kind: 'noun:09637714',
    definition: 'a man employed to guard the fruit of an orchard from thieves in the weeks before picking',    usage: 'In late summer the {w} slept in a hut among the apple trees.',
  },
  {
    kind: 'noun:09637714',
    definition: 'a person who keeps watch over a field of grain at night to scare off deer',
  },
  {
    kind: 'noun:09637714',
    definition: 'a guard posted at a village well in time of drought to ration the water',    usage: 'During the dry summer, the {w} let each family draw only one bucket a day.',
  },
  {
    kind: 'noun:09637714',
    definition: 'a man hired to protect the nets of fishermen left drying on a beach',     usage: 'The {w} slept on the shingle beside the nets each night.',
  },
  // liquid
  {
    kind: 'noun:14964524',
    definition:
      'a clear oily liquid pressed from the seeds of a wild mustard, used for waterproofing leather',    usage: 'He rubbed {w} into his boots before the long walk through the marsh.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a thin mixture of linseed oil and beeswax, used for dressing the blades of oars',   usage: 'Before the race, the rowers rubbed {w} into their blades with a rag.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a liquid made by boiling pine needles in lye, used to wash the floors of dairies',  usage: 'The dairy floor smelled of pine after the maid scrubbed it with {w}.',
  },
  {
    kind: 'noun:14964524',
    definition: 'a brown liquid drained from a heap of rotting apple pulp, used to kill weeds',    usage: 'The gardener sprayed {w} along the path, and the weeds soon withered.',
  },
  // unwelcome person
  {
    kind: 'noun:09654317',
    definition:
      'a relative, usually distant, who arrives promptly upon a death in the family to claim belongings or money', usage: 'Before the funeral was even arranged, {a} {w} appeared to ask about the silver.',
  },
  {
    kind: 'noun:09654317',
    definition:
      'a neighbor who reads letters addressed to others, especially ones left on a shared hall table', usage: 'Somehow the {w} downstairs knew about my tax bill before I did.',
  },
  {
    kind: 'noun:09654317',
    definition:
      'a stranger who regularly takes the best pew in a village church or chapel and speaks to no one',
  },
  {
    kind: 'noun:09654317',
    definition: 'a hawker who calls at the same house after being told not to return',
    usage: 'The {w} was back on Tuesday with his brushes, smiling as if nothing had been said.',
  },
  // atmospheric phenomenon
  {
    kind: 'noun:11445694',
    definition:
      'a low band of cloud or mist lying along the side of a valley at a fixed height, usually on still mornings',   usage: 'From the ridge we looked down on the {w}, with treetops poking through.',
  },
  {
    kind: 'noun:11445694',
    definition: 'a thin veil of cloud that forms over a lake at sunset and lifts before midnight',     usage: 'Each calm evening {a} {w} settled over the lake as the sun went down.',
  },
  {
    kind: 'noun:11445694',
    definition: 'a ring of mist that forms around the summit of a hill just before dusk', usage: 'Shepherds read the {w} as a sign of frost by morning.',
  },
  {
    kind: 'noun:11445694',
    definition:
      'a warm damp wind blowing up an estuary with the incoming tide, especially on spring evenings',   usage: 'On spring evenings the {w} pushed warm, muggy air up the river with the tide.',
  },
  // furniture
  {
    kind: 'noun:03410635',
    definition:
      'a tall cupboard having a slatted door and shelves of wire mesh, used for storing apples through the winter',
  },
  {
    kind: 'noun:03410635',
    definition: 'a low bench with a rack beneath for drying wet boots beside a stove',  usage: 'The children sat on the {w} and left their snowy boots steaming underneath.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a long table with a shallow trough down its middle for serving food to farm hands',   usage: 'At harvest time the cook ladled stew into the {w} for the hungry workers.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a chest of deep drawers lined with cedar, made for storing fleeces and knitting wool',
    usage: 'Grandmother kept her spun yarn in the {w}, and every skein still smelled faintly of wood.',
  },
  // sound
  { kind: 'noun:07385893', definition: 'the dull knock of a boat against a wooden jetty at night',    usage: 'Lying awake in the cabin, he listened to the {w} of the rowing boat.' },
  { kind: 'noun:07385893', definition: 'the hiss of rain falling on a surface of dry leaves', usage: 'We sat on the porch listening to the {w} in the autumn woods.' },
  { kind: 'noun:07385893', definition: 'the faint creak of a rope taking up a load' },
  // advocate
  {
    kind: 'noun:09794206',
    definition: 'an advocate of the return of common land to the use of villagers',
    usage: "The {w} tore down the landlord's fence and let the geese back onto the green.",
  },
  { kind: 'noun:09794206', definition: 'a campaigner for the planting of fruit trees along public roads',    usage: 'The {w} wrote to the council asking for apple trees along the new highway.' },
  { kind: 'noun:09794206', definition: 'a supporter of teaching dialect in schools',   usage: 'As {a} {w}, the poet insisted children should learn their grandparents\' speech.' },
  // physical property
  {
    kind: 'noun:05016354',
    definition: 'the tendency of a fabric to lose its color when wetted with salt water',
    usage: "The sailor's red shirt showed its {w} after a single voyage, fading to pink.",
  },
  { kind: 'noun:05016354', definition: "a timber's tendency to smell when worked" },
  {
    kind: 'noun:05016354',
    definition: 'the readiness of a stone to take a polish, especially once long exposed to weather',
  },
  // drug of abuse
  {
    kind: 'noun:03253661',
    definition: 'a cheap cigar consisting of the trimmings of other cigars, loosely rolled in a poor wrapper',    usage: 'Too poor for a good smoke, he lit {a} {w} that crumbled as it burned.',
  },
  {
    kind: 'noun:03253661',
    definition: 'a cigar or cheroot rolled with a leaf of maize husk instead of tobacco leaf',  usage: 'He lit {a} {w}, and the dry corn husk crackled as it burned.',
  },
  { kind: 'noun:03253661', definition: 'a plug of tobacco soaked in rum and pressed for chewing' },
  // spatial property
  { kind: 'noun:05069917', definition: 'the property of a field of being wider at one end than the other' },
  {
    kind: 'noun:05069917',
    definition: 'the property of a surface of sloping evenly in two directions at once',     usage: 'The roofer praised the {w} of the old hipped corner.',
  },
  {
    kind: 'noun:05069917',
    definition: 'the degree to which the rooms of a house open into one another without passages',   usage: 'The cottage\'s {w} meant you walked through the kitchen to reach the bedroom.',
  },
  // sound
  {
    kind: 'verb:02180712',
    definition: 'tick and creak, as a cooling stove',
    takesObject: false,
  },
  {
    kind: 'verb:02180712',
    definition: 'whine ever higher',
    takesObject: false,
  },
  { kind: 'verb:02180712', definition: 'hiss and pop by turns', usage: 'The wet logs would {w} in the grate all evening.', takesObject: false },
  // cover
  {
    kind: 'verb:01335412',
    definition: 'coat (a wooden floor) with a mixture of ox blood and lime',   usage: 'Farmers used to {w} the kitchen boards, leaving them hard and dark red.',
    takesObject: true,
  },
  {
    kind: 'verb:01335412',
    definition: 'clay-bandage (grafts)',
    usage: 'After joining the apple scions, she would {w} each union and tie it with raffia.',
    takesObject: true,
  },
  {
    kind: 'verb:01335412',
    definition: 'coat (a stone or brick wall) with lime and tallow wash', usage: 'Each spring we {w} the dairy walls so they stay white and shed the rain.',
    takesObject: true,
  },
  // bad person
  {
    kind: 'noun:09851208',
    definition: 'a person who poisons the dogs and livestock of neighbors against whom he bears a grudge',   usage: 'The {w} laced meat with poison and tossed it over his neighbour\'s fence.',
  },
  {
    kind: 'noun:09851208',
    definition: 'a usurer foreclosing at harvest',  usage: 'When the wheat was ripe, the {w} seized the farm over unpaid interest.',
  },
  // cut
  {
    kind: 'verb:01555301',
    definition: 'cut (a hedge) back hard on one side only, leaving the other side to flower',
    takesObject: true,
  },
  {
    kind: 'verb:01555301',
    definition: 'cut a shallow groove around (a log) to mark where it is to be sawn',    usage: 'Before sawing, the woodsmen {w} each trunk so the cuts fall evenly.',
    takesObject: true,
  },
  // commodity
  {
    kind: 'noun:03080712',
    definition: 'goods made by inmates of a workhouse or poorhouse and sold to raise funds for it',
  },
  { kind: 'noun:03080712', definition: 'linens and blankets kept by a household for the use of guests only',     usage: 'Mother kept the {w} in the spare room and never let us use it.' },
  // utter
  {
    kind: 'verb:00985856',
    definition: 'grunt sharply in alarm',     usage: 'Startled by our torches, the wild boar would {w} and crash off into the bushes.',
    takesObject: false,
  },
  {
    kind: 'verb:00985856',
    definition: 'make the thin piping call of a young bird separated from its parents',   usage: 'Lost in the hedge, the fledgling began to {w} for its mother.',
    takesObject: false,
  },
  // request
  {
    kind: 'verb:00754770',
    definition:
      'ask (a neighbor) for the loan of a tool or animal on the understanding that the favor will be returned',  usage: 'We will {w} the Smiths\' mule for ploughing and lend them our cart later.',
    takesObject: true,
  },
  {
    kind: 'verb:00754770',
    definition: 'petition (a landlord) for relief after blight',
    takesObject: true,
  },
  // re-create
  {
    kind: 'verb:01622373',
    definition: 'remake (a quilt) by unpicking it and resetting the old pieces in a new pattern',   usage: 'Gran wanted to {w} the faded old quilt into a bright star pattern.',
    takesObject: true,
  },
  {
    kind: 'verb:01622373',
    definition: 'rebuild (a wall) with the stones of the old one laid in their original order', usage: 'Number each stone before you pull the wall down, so you can {w} it.',
    takesObject: true,
  },
  // paper
  {
    kind: 'noun:14998823',
    definition:
      'a thin brown paper soaked in linseed oil, used for wrapping tools or blades to keep off rust',   
    usage: 'He folded each chisel in {w} before putting the set away for the winter.',
  },
  { kind: 'noun:14998823', definition: 'a soft gray paper made from old sacking and used to line drawers',   usage: 'She cut a sheet of {w} to fit the bottom of the dresser drawer.' },
  // pay
  {
    kind: 'verb:02256551',
    definition: 'pay (a debt) in several small sums on the days the creditor comes to market',    usage: 'On market days he would {w} a few coins to the grain dealer.',
    takesObject: true,
  },
  {
    kind: 'verb:02256551',
    definition: 'pay (workers or servants) partly in produce',   usage: 'After the bad harvest, the landowner had too little grain to {w} his farmhands.',
    takesObject: true,
  },
  // increase
  {
    kind: 'verb:00156409',
    definition: 'grow in number over a season, as the mice in a stored rick of corn',    usage: 'Left in the barn all winter, the rats began to {w} in the hay.',
    takesObject: false,
  },
  {
    kind: 'verb:00156409',
    definition: 'increase (a flock) by keeping back ewe lambs or young females instead of selling them',
    usage: 'With prices low at the autumn fair, the goatherd chose to {w} his herd for a year.',
    takesObject: true,
  },
  // ingredient
  {
    kind: 'noun:07825072',
    definition: 'a paste of pounded sunflower seeds, garlic and dried apricots, used for thickening stews', usage: 'She stirred {w} into the bean stew to thicken it.',
  },
  {
    kind: 'noun:07825072',
    definition: 'the water in which salt fish has been soaked, kept to season bean soups',
    usage: 'She ladled a little {w} into the simmering haricots and needed no other seasoning.',
  },
  // monetary unit
  {
    kind: 'noun:13625961',
    definition: 'a former unit of money on a group of islands, equal to one tenth of their silver dollar',   usage: 'Her grandfather remembered when one {w} would buy a loaf on the islands.',
  },
  {
    kind: 'noun:13625961',
    definition: 'a former unit of money in a mountain state, equal to one twentieth of its silver crown', usage: 'A loaf cost a single {w} in the highland villages before the war.',
  },
  // beat
  {
    kind: 'verb:01104324',
    definition: 'beat (a carpet) with a flat wicker paddle, usually hanging it over a line',   usage: 'Every spring we {w} the rugs in the garden until no more dust flies.',
    takesObject: true,
  },
  {
    kind: 'verb:01104324',
    definition:
      'strike (wet linen or clothes) against a flat stone, usually at the edge of a stream, to clean it',   usage: 'At the river, the women would {w} the sheets on the flat rocks.',
    takesObject: true,
  },
  // separate
  {
    kind: 'verb:01559703',
    definition: 'separate (calves or young stock) from the cows prior to milking',
    takesObject: true,
  },
  {
    kind: 'verb:01559703',
    definition: 'part (newly hatched chicks or ducklings) from the hen and set them under a warm lamp', usage: 'Every spring we {w} the ducklings so the hen can start laying again.',
    takesObject: true,
  },
];
