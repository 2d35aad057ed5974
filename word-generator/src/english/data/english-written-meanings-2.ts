import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes (written-meaning.ts), second half of the kinds.
export const WRITTEN_MEANINGS_2: readonly WrittenMeaning[] = [
  // compound
  {
    kind: 'noun:14842408',
    definition: 'a bitter alkaloid from marsh sedge roots',  usage: 'Cattle avoid the marsh sedge because {w} makes its roots so bitter.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a yellowish oily ester formed when fish oils are left standing in air', usage: 'The old bottle of cod liver oil had a yellow film of {w}.',
  },
  {
    kind: 'noun:14842408',
    definition:
      'a waxy compound secreted on the leaves of some coastal shrubs; protects them from salt spray',   usage: 'A coat of {w} lets the dune shrubs thrive where the sea winds blow.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a sulfur compound released by rotting seaweed; gives shore water its foul smell',   
    usage: 'On warm days the {w} from the tide line made tourists hold their noses.',
  },
  { kind: 'noun:14842408', definition: 'a colorless ketone produced in small amounts by fermenting rye',   usage: 'Traces of {w} gave the young rye spirit a faintly sharp smell.' },
  { kind: 'noun:14842408', definition: 'a reddish tannin leached from alder bark' },
  {
    kind: 'noun:14842408',
    definition: 'a nitrogenous compound formed in stored grain by the action of molds', usage: 'Inspectors found {w} in a silo of wheat that had been stored wet.',
  },
  { kind: 'noun:14842408', definition: 'a volatile aldehyde given off by heated linseed oil',   usage: 'The sharp smell of {w} rose from the pan of warm linseed oil.' },
  { kind: 'noun:14842408', definition: 'a chlorophenol from bleached bogwater',     usage: 'Tests of the peat stream found {w} leaching from the pale brown water.' },
  {
    kind: 'noun:14842408',
    definition: 'brown resin fouling peat stoves or boilers',   usage: 'Every spring he chipped the sticky {w} out of the flue of the peat stove.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a sweet-tasting glycoside found in the spring sap of young birches',
    usage: 'The faint sweetness of the April tapping comes mostly from {w}, the forester explained.',
  },
  {
    kind: 'noun:14842408',
    definition: 'an amine in deer urine',
    usage: 'Hunters sometimes spray synthetic {w} on fence posts to draw stags into the clearing.',
  },
  { kind: 'noun:14842408', definition: 'a mildly toxic lactone produced by blue-green algae in warm ponds' },
  { kind: 'noun:14842408', definition: 'a phosphate ester from decaying leaf litter',      usage: 'The compost smelled faintly of {w} after weeks of autumn rain.' },
  { kind: 'noun:14842408', definition: 'a fluorescent compound excreted by freshwater snails or limpets',    usage: 'At night the rocks in the stream glowed where the snails had left {w}.' },
  { kind: 'noun:14842408', definition: 'a bitter flavonoid found in the rind of unripe quinces',   usage: 'The {w} in green quince peel leaves a harsh taste on the tongue.' },
  { kind: 'noun:14842408', definition: 'an acid from lime-boiled tar' },
  {
    kind: 'noun:14842408',
    definition: 'a zinc-tannin compound for leather',
  },
  { kind: 'noun:14842408', definition: 'an amine given off by middens',   usage: 'The sour smell of {w} hung over the heap of kitchen refuse behind the cottage.' },
  { kind: 'noun:14842408', definition: 'a bitter alkaloid present in the seeds of some wild vetches', usage: 'Sheep that graze the field edges in autumn sometimes sicken from {w}.' },
  { kind: 'noun:14842408', definition: 'a volatile ester causing the smell of wet oak casks or barrels',  usage: 'The musty smell of {w} hung in the wine cellar after rain.' },
  { kind: 'noun:14842408', definition: 'a soluble aluminum salt leached from acid upland soils into lakes',   usage: 'After years of acid rain, {w} in the lake killed off the trout.' },
  {
    kind: 'noun:14842408',
    definition: 'a yellow crystalline compound formed when milk is heated in iron pans',
    usage:
      'The dairymaid scraped the crust of {w} from the bottom of the pot before scalding the next batch.',
  },
  { kind: 'noun:14842408', definition: 'a waxy alcohol extracted from the skins of cider apples',   usage: 'The cider makers collected {w} from the pressed apple skins to make polish.' },
  { kind: 'noun:14842408', definition: 'a reddish amine formed in meat during slow smoking' },
  { kind: 'noun:14842408', definition: 'a toxin from rotting creosote',    usage: 'Old railway sleepers can leak {w} into the soil as they rot.' },
  { kind: 'noun:14842408', definition: 'a sugar alcohol in heather nectar',     usage: 'Bees turn the {w} in the moorland flowers into dark honey.' },
  { kind: 'noun:14842408', definition: 'a colorless ester given off by ripening medlars',     usage: 'The sweet smell of {w} told her the medlars in the loft were ready.' },
  {
    kind: 'noun:14842408',
    definition: 'a dark tarry compound that collects in chimneys where wet beech is burned',
  },
  {
    kind: 'noun:14842408',
    definition: 'a crystalline amide, especially from mussel shells',
    usage: 'The lab extracted a few grams of {w} from a barrel of seafood waste.',
  },
  { kind: 'noun:14842408', definition: 'an aromatic ketone produced by the heartwood of old junipers' },
  { kind: 'noun:14842408', definition: "a fatty ester in owls' preen oil", usage: 'The ornithologist swabbed the feathers and found traces of {w} on every one.' },
  {
    kind: 'noun:14842408',
    definition: 'an amino acid derivative found in the venom of certain freshwater fishes',    usage: 'Researchers isolated {w} from the spines of a river catfish.',
  },
  { kind: 'noun:14842408', definition: 'a phenolic compound released when flax is retted in ponds',  usage: 'The stench of {w} hung over the flax ponds all autumn.' },
  { kind: 'noun:14842408', definition: 'a bitter stale-hop compound',  usage: 'Beer left open too long picks up {w}, which gives it a harsh aftertaste.' },
  {
    kind: 'noun:14842408',
    definition: 'a yellow dye compound obtained from marsh marigold stems or leaves',
    usage: 'The wool was steeped in {w} until it took on the color of butter.',
  },
  { kind: 'noun:14842408', definition: 'a bitter alcohol extracted from the roots of wild parsnip', usage: 'The herbalist warned that {w} could make the dose dangerous.' },
  { kind: 'noun:14842408', definition: 'a resin acid from cut larch poles',   usage: 'Sticky {w} oozed from the fresh ends of the stacked larch poles.' },
  {
    kind: 'noun:14842408',
    definition: 'a crystalline phosphorus compound found especially in weathered guano',   usage: 'Crystals of {w} glittered in the old seabird droppings on the cliff.',
  },
  {
    kind: 'noun:14842408',
    definition: "a mare's-milk nitrogenous base",
    usage: 'Researchers isolated {w} from samples taken at a horse farm on the steppe.',
  },
  { kind: 'noun:14842408', definition: 'an acid of cheese rinds' },
  {
    kind: 'noun:14842408',
    definition: 'a waxy hydrocarbon found in the outer skin of honeybees',
    usage: 'Researchers found that {w} helps the insects keep from drying out in hot weather.',
  },
  { kind: 'noun:14842408', definition: 'a mildly toxic alkaloid found in the unripe berries of elder',  usage: 'Children who eat green elderberries can get sick from the {w} in them.' },
  {
    kind: 'noun:14842408',
    definition: 'a nitrogen compound formed in hay or straw that has been stacked damp and has heated',    usage: 'The farmer could smell the {w} in his stack long before it smoked.',
  },
  {
    kind: 'noun:14842408',
    definition: 'an oily alcohol distilled from the seeds of wild carrot or parsnip',
    usage: 'The perfumer added a drop of {w} for its warm, earthy note.',
  },
  { kind: 'noun:14842408', definition: 'a pale amorphous protein found in the egg cases of skates',   usage: 'The tough, leathery feel of a skate\'s egg case comes partly from {w}.' },
  {
    kind: 'noun:14842408',
    definition: 'a lead salt that forms in drinking water left standing in aged or corroded pipes',    usage: 'Water left overnight in the old pipes showed dangerous levels of {w} by morning.',
  },
  { kind: 'noun:14842408', definition: 'a bitter terpene of quinces', usage: 'The jam had a faint bitterness that the chemist traced to {w}.' },
  // quality
  {
    kind: 'noun:04731092',
    definition: 'the quality of seeming older than it is (especially of buildings or workmanship)', usage: 'The {w} of the new barn fooled tourists into thinking it medieval.',
  },
  {
    kind: 'noun:04731092',
    definition: 'orderliness without apparent arrangement',  usage: 'Nothing in his workshop had a label, yet its {w} let him find anything.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being carefully finished even in parts that no one will see',  usage: 'The {w} of the cabinet showed in the smooth, polished backs of its drawers.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something plainly built by many hands or generations over a long time',
    usage: "The cathedral's {w} was obvious: Norman arches, Gothic windows and a Victorian spire.",
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being quiet in a way that suggests someone has just left',     usage: 'The {w} of the hallway, with a coat still swinging on its hook, unsettled her.',
  },
  { kind: 'noun:04731092', definition: 'the quality of being well kept but seldom used',  usage: 'The {w} of the front parlour, dusted daily but never entered, amused the children.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being exactly suited to the climate in which it stands', usage: 'Visitors praised the {w} of the old stone farmhouse, cool in summer and snug in winter.',
  },
  { kind: 'noun:04731092', definition: 'the quality of showing the marks of the tools that made it', usage: 'Collectors prize the {w} of the bowl, with every chisel stroke still visible.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been repaired so often that little of the original remains',
    usage: "The fishing boat's {w} was a standing joke; nobody believed a plank of the first hull survived.",
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of staying cool and dim even in the heat of the day',
    usage: 'The {w} of the old larder made it the best place to keep butter in July.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being crowded with small objects or ornaments carefully kept', usage: 'Her grandmother\'s sitting room had {a} {w} that made the children afraid to move.',
  },
  { kind: 'noun:04731092', definition: 'the quality of seeming roomier within',   usage: 'Thanks to its {w}, guests never guessed how small the cottage was from outside.' },
  { kind: 'noun:04731092', definition: 'the homeliness of a sparsely furnished room',    usage: 'The {w} of the cabin made it feel welcoming despite the bare floorboards.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being thoroughly clean yet having no smell of cleaning', usage: 'The hotel\'s {w} impressed guests who could not stand the reek of bleach.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been built in haste but with care',
    usage: 'The field hospital showed real {w}: raised in a week, yet not a joint was out of true.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being lit by light that seems to come from no particular source', usage: 'The painter captured the {w} of the foggy morning, with no shadows anywhere.',
  },
  { kind: 'noun:04731092', definition: 'the quality of being plainly the work of a single maker' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of showing no sign of the weather however long it has stood',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being unfinished in a way that seems deliberate',  
    usage: 'Critics admired the {w} of the sculpture, with one hand still rough in the block of marble.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something warm in color though cold to the touch',   
    usage: 'The marble floor had a deceptive {w}, glowing amber in the lamplight yet icy underfoot.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been adapted to a use other than the one intended',  usage: 'The {w} of the old phone box is clear now that it holds a library.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being both grand and unwelcoming',
    usage: 'The embassy had a cold {w}, all marble stairs and no chairs in the hall.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of putting every scrap of its materials to some visible use',
    usage: "The quilt's {w} delighted her: every offcut from forty years of dressmaking had found a place.",
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being orderly or tidy to a degree suggesting anxiety',   
    usage: 'Her {w} showed in the pencils lined up by length and the towels folded into exact thirds.',
  },
  {
    kind: 'noun:04731092',
    definition:
      'the quality of having floors or steps hollowed by the feet of many generations, as in ancient churches', usage: 'The {w} of the abbey\'s stone stairs showed how many pilgrims had climbed them.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of seeming to have been lived in by many generations at once',
    usage: 'The farmhouse had a cluttered {w}, with Victorian chairs, a wartime radio and a games console.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being dark inside in a way that is restful rather than gloomy',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something that smells faintly of the materials from which it was made',   usage: 'The new cedar chest had a pleasant {w}, like a freshly sawn plank.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being strictly symmetrical in plan but not in detail',
    usage: "The villa's {w} is clear from the air, though on foot no two windows match.",
  },
  { kind: 'noun:04731092', definition: 'the quality of being modest in size but having generous parts', usage: 'Buyers liked the {w} of the cottage, small outside yet roomy within.' },
  {
    kind: 'noun:04731092',
    definition: 'intricacy that rewards attention',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being conspicuously newer than its surroundings',
    usage: "The glass extension's {w} drew complaints from everyone on the medieval street.",
  },
  {
    kind: 'noun:04731092',
    definition:
      'the quality of being skilfully made by an amateur or by someone without formal training in the craft',
    usage: "The judges admired the {w} of the farmer's hand-built clock.",
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having kept original fittings and arrangement, especially of buildings', usage: 'The cottage\'s {w} delighted the trust: the doors, range and larder were all as built.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being welcoming to strangers in its layout and furnishing',  usage: 'The inn\'s {w} came from its open hearth, deep armchairs and wide front door.',
  },
  // produce
  {
    kind: 'noun:07721456',
    definition: 'a squat yellow-fleshed turnip with a purple crown; grown on upland farms',
    usage: 'The hill farmers stored their {w} crop in a clamp of straw and earth.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a climbing bean with short curled purple pods that turn green when cooked',   
    usage: 'The {w} climbed the hazel poles and hung heavy by August.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a small round onion having brown skin and pink flesh, mild enough to be eaten raw in salads', usage: 'She sliced {a} {w} into thin rings and scattered them over the tomatoes.',
  },
  { kind: 'noun:07721456', definition: 'a straw-kept russet pear',   usage: 'Wrapped in straw in the loft, the {w} kept sweet until Christmas.' },
  { kind: 'noun:07721456', definition: 'a dwarf purple spring cabbage',  usage: 'The first {w} of April was small, tight and deep violet.' },
  { kind: 'noun:07721456', definition: 'a bitter lettuce with violet ribs' },
  {
    kind: 'noun:07721456',
    definition: 'a long thin variety of carrot having a white core; usually sown in late summer', usage: 'She pulled {w} from the garden in October, long and pale at the heart.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a flat salmon-colored squash with dense dry flesh; keeps through the winter', usage: '{A} {w} stored in the cool cellar was still good to eat in March.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a tart red currant with large loose clusters of berries; used in jellies',    usage: 'She boiled a pan of {w} for jelly to serve with the Sunday lamb.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a small oval potato with rose skin and waxy yellow flesh; dug early in summer',   usage: 'She boiled the first {w} of summer whole, pink skins and all.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a large leek variety with a short thick shank; grown for autumn markets',
  },
  {
    kind: 'noun:07721456',
    definition: 'a flat, smooth, soft variety of quince',   usage: 'The {w} is soft enough to eat raw, unlike most of its hard cousins.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a fig variety having green skin and pale amber flesh; ripens late in autumn',
  },
  {
    kind: 'noun:07721456',
    definition: 'a plum variety with yellow skin and sharp flesh; grown chiefly for drying',   usage: 'The {w} is too tart to eat fresh, but it makes fine prunes.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a celery variety grown for its thick hollow leaf stalks; usually braised',
  },
  { kind: 'noun:07721456', definition: 'a gooseberry having hairy red fruit sweet enough to be eaten raw',   usage: 'The children picked the {w} straight off the bush, ignoring its hairy skin.' },
  { kind: 'noun:07721456', definition: 'piebald sweet corn',   usage: 'The cobs of {w} were speckled with yellow and purple kernels.' },
  {
    kind: 'noun:07721456',
    definition: 'a late blackberry with long glossy fruit; grown on wires in walled gardens',   
    usage: 'In October the gardener picked the last {w} from the canes against the south wall.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a strawberry variety having small dark fruit and a strong scent; ripens into autumn',
  },
  {
    kind: 'noun:07721456',
    definition: 'a hardy kale with curled blue-green leaves; picked after the first frosts',
  },
  { kind: 'noun:07721456', definition: 'a marrow with striped skin and firm flesh; harvested while young' },
  { kind: 'noun:07721456', definition: 'an apricot variety with small pale fruit and a sweet kernel',   usage: 'She cracked the {w} stones to eat the sweet kernels inside.' },
  {
    kind: 'noun:07721456',
    definition: 'a small grey grape with thick skin',   
    usage: 'The monks still make a dry white wine from {w} grown on the terraces.',
  },
  {
    kind: 'noun:07721456',
    definition: 'an asparagus variety with thin purple-tipped spears; cut in early spring',   usage: 'She steamed the first {w} of April and served it with melted butter.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a parsnip variety with a short tapered root; grown in shallow soils',
    usage: 'On her stony plot, only {w} came up straight enough to roast.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a garlic variety with many small cloves and a purple skin; keeps well',
  },
  {
    kind: 'noun:07721456',
    definition: 'a pear with a long neck and speckled green skin; eaten while still firm',      usage: 'She bit into {a} {w} and the juice ran down her wrist.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a plum having dark red flesh and a sour skin, used especially for sauces or preserves',
  },
  {
    kind: 'noun:07721456',
    definition: 'a rhubarb having thin green stalks and a sharp taste, usually pulled in late spring',   usage: 'She stewed the {w} with plenty of sugar to soften its sour bite.',
  },
  {
    kind: 'noun:07721456',
    definition:
      'a sweet apple having red-striped skin, picked in late summer and usually eaten fresh rather than stored',   usage: 'She picked {a} {w} in August and ate it straight from the tree.',
  },
  // structure
  { kind: 'noun:04348764', definition: 'an underground farmhouse-dairy passage',     usage: 'The milkmaids carried the pails through the cool {w} from the house to the dairy.' },
  { kind: 'noun:04348764', definition: 'a walled enclosure on a hillside where cut peat was stacked to dry' },
  {
    kind: 'noun:04348764',
    definition: 'a timber jetty built out over a tidal estuary, used for drying fishing nets',   usage: 'The fishermen spread their wet nets along the {w} when the tide went out.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a shallow tank of brick, usually in a tannery yard, used for soaking hides in lime', usage: 'The tanner\'s boys raked the skins in the {w} each morning, their eyes stinging.',
  },
  {
    kind: 'noun:04348764',
    definition: 'timber shelter for canal horses or mules',
    usage: 'The boatman left his mare in the {w} by the lock overnight.',
  },
  {
    kind: 'noun:04348764',
    definition: 'an open-sided shed on a quay for storing salt before it is loaded',
    usage: "Dockers shoveled the white cargo from the {w} into the waiting ship's hold.",
  },
  { kind: 'noun:04348764', definition: 'a walled terrace used for sheltering fruit trees from sea winds', usage: 'Apricots ripened in the {w} even on that exposed headland.' },
  {
    kind: 'noun:04348764',
    definition: 'a covered stair on the outside of a building leading to a loft over a stable',  usage: 'The groom climbed the {w} to fetch hay from the loft above the horses.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a riverside timber frame for drying reeds',
    usage: 'The thatcher stacked bundles against the {w} to dry in the wind off the river.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a low brick shed at a country station where milk churns waited for the morning train',  usage: 'At dawn the churns stood cooling in the {w}, waiting for the first train.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone seat and shelter built at the top of a steep village street',
  },
  {
    kind: 'noun:04348764',
    definition: 'a timber platform built out over a mill race from which the miller worked the sluice',
  },
  { kind: 'noun:04348764', definition: 'narrow marsh causeway used for carting peat' },
  {
    kind: 'noun:04348764',
    definition: 'a sunken slate splitting shed',
  },
  {
    kind: 'noun:04348764',
    definition:
      'a timber frame on which cut bracken was hung to dry for use as bedding, especially on hill farms', usage: 'The shepherd hung the ferns on the {w} behind the byre.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone retaining wall built along a village street to hold back the churchyard',     usage: 'Gravestones leaned over the top of the {w} above the village street.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a covered gallery on the top floor of a weaving house where cloth was hung to dry',
    usage: 'Long lengths of red wool swayed in the {w}, stirred by the breeze off the river.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a low stone wall built in a spiral on a hillside, used for holding terraced vines',   usage: 'Grapes grew on the narrow steps held up by the curving {w}.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a timber shed at a river ford where carriers waited for the water to fall',   usage: 'The carriers sat in the {w}, watching the flood for signs of easing.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone enclosure on a beach where seaweed was heaped to rot for use as manure',   usage: 'Farmers carted rotted weed from the {w} to spread on their potato fields.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stilted hay platform safe from floods',
  },
  {
    kind: 'noun:04348764',
    definition: 'a brick-lined channel carrying waste water from a dye works to the river',     usage: 'The {w} ran red whenever the dye works emptied its vats.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone platform built out into a river where cloth from a fulling mill was rinsed',  usage: 'The mill hands carried the heavy wet cloth out onto the {w} to rinse it.',
  },
  {
    kind: 'noun:04348764',
    definition:
      'a brick arch built over a lane, used for carrying a drain or pipe between two mill buildings', usage: 'Water dripped onto the lane from the {w} linking the spinning mill to the dyehouse.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a narrow timber gallery around the inside of a malt kiln, used for turning the grain',     usage: 'The maltster stood on the {w} and raked the damp barley from the walls.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone plinth or pillar in a village square, used for posting public notices',
  },
  {
    kind: 'noun:04348764',
    definition: 'a yard for washing carriages',   usage: 'The coachmen hosed down the muddy wheels in the {w} behind the inn.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone vault beneath a bridge, used for storing goods or wares of those paying the toll',  usage: 'Merchants who paid the toll could leave their barrels in the {w} overnight.',
  },
  // communicator
  {
    kind: 'noun:09633690',
    definition: "a cooperative's speaker to farmers", usage: 'The {w} toured the dairy farms explaining the new milk prices.',
  },
  { kind: 'noun:09633690', definition: 'a speaker who gives the closing address at a debate or meeting', usage: 'The {w} rose to sum up after four hours of argument.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker hired by a company to explain a new process to its workers',      usage: 'The {w} spent the morning showing the packers how the new sealing machine worked.',
  },
  { kind: 'noun:09633690', definition: 'someone who speaks for the families of miners at public inquiries' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who opens a public meeting or assembly by summing up the previous one',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses crowds outside factory gates at the change of shift', usage: 'As the night shift came out, the {w} climbed onto a crate by the gates.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker known for answering hecklers at length and with good humor',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who gives public readings of letters sent home by emigrants',   usage: 'The {w} read aloud a son\'s letter from Canada to the crowded village hall.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who explains the rules and purpose of a meeting to newcomers',
    usage: 'Before the debate began, the {w} told first-time visitors when they were allowed to speak.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a reformed drunkard speaking at temperance meetings',
  },
  { kind: 'noun:09633690', definition: 'a speaker who addresses open-air meetings from the back of a cart', usage: 'The {w} shouted his case from the tailboard to the crowd in the square.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who restates the arguments of both sides before a vote is taken',  usage: 'Before the council voted, the {w} calmly summed up both cases once more.',
  },
  {
    kind: 'noun:09633690',
    definition:
      'a speaker chosen to report the decisions of a district or regional council to a village or parish',
  },
  { kind: 'noun:09633690', definition: 'a school lecturer on cleanliness' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who recounts the history of a place at its public celebrations',   usage: 'At the town\'s jubilee, the {w} told how the first mill was built.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who answers questions from the floor on behalf of a panel',
  },
  {
    kind: 'noun:09633690',
    definition:
      'a speaker or writer who argues for a cause by recounting the stories of particular individuals',    usage: 'The {w} described three evicted families by name to make his case.',
  },
  { kind: 'noun:09633690', definition: 'a speaker advising the unemployed' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker sent to rouse support in districts that have been slow to join a cause',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who reports on the state of the harvest at agricultural shows',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses the gathering at the laying of a foundation stone or cornerstone',   usage: 'The {w} praised the builders, then tapped the new stone with a silver trowel.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker for tenants before their landlords',  usage: 'The {w} told the landlord that the families could not afford the new rent.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who relates the events of a shipwreck, usually to raise money for survivors',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who describes distant missions to church gatherings at home',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses public meetings on the dangers of mining accidents', usage: 'After the pit disaster, the {w} spoke at the union hall to a silent crowd.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who sums up the findings of a public inquiry for ordinary listeners',
    usage: 'At the town meeting, {a} {w} explained in plain words what the flood report had concluded.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who opens an annual fair with an account of the year past',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses crowds at horse or cattle fairs on the care of animals',    usage: 'From a cart by the cattle pens, the {w} warned farmers against overworking horses.',
  },
  // science
  { kind: 'noun:06008975', definition: 'floodplain soil science' },
  { kind: 'noun:06008975', definition: 'the study of the seasonal movements of fishes up and down rivers',   usage: 'Experts in {w} counted the salmon leaping the weir each autumn.' },
  { kind: 'noun:06008975', definition: 'the study of the weathering of building stone' },
  { kind: 'noun:06008975', definition: 'the branch of botany concerned with salt marsh or mudflat plants' },
  { kind: 'noun:06008975', definition: 'the study of how sound travels through snow and ice' },
  { kind: 'noun:06008975', definition: 'the study of the wear of roads and paths under foot and wheel' },
  {
    kind: 'noun:06008975',
    definition: 'the chemistry of tree bark',    
    usage: 'Her research in {w} explained why the cork oak resists fire so well.',
  },
  { kind: 'noun:06008975', definition: 'the study of coastal dunes', usage: 'Researchers in {w} measured how far the sand hills moved inland each winter.' },
  { kind: 'noun:06008975', definition: 'the study of the movement of water through peat' },
  {
    kind: 'noun:06008975',
    definition: 'the branch of economics that studies the trade of country markets and fairs', usage: 'Her thesis on {w} looked at the price of eggs at village fairs.',
  },
  {
    kind: 'noun:06008975',
    definition: 'study of market borough or village growth',
    usage: 'A classic work of {w} traced how the hamlet spread along the road to the cattle fair.',
  },
  { kind: 'noun:06008975', definition: 'the study of tides in rivers and estuaries', usage: 'Students of {w} spent the spring timing the bore as it surged up the Severn.' },
  {
    kind: 'noun:06008975',
    definition: 'the zoology of bird parasites',
    usage: 'His work in {w} took him to seabird colonies to collect lice and mites from feathers.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the composition of the dust that settles inside buildings', usage: 'Her research in {w} found flakes of skin and pollen in every sample.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of hedgerow or verge crops',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of ice formation on ships and harbor works',
    usage: 'Research in {w} has helped trawler crews know when to chip the rigging clear.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of history that studies parish registers or church records',   usage: 'Her interest in {w} began with baptism entries in her village church.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the chemistry of rain and its variation with the seasons',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of entomology dealing with insects infesting stored grain or flour',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the sediments of mill ponds as a record of past floods',
  },
  { kind: 'noun:06008975', definition: 'the study of color changes in rocks or stone exposed to weather' },
  {
    kind: 'noun:06008975',
    definition: 'the branch of linguistics that studies the speech of seafaring communities',   
    usage: 'Her fieldwork in {w} took her to fishing villages from Shetland to Cornwall.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the spread of weeds along roads and railways',
    usage: 'Research in {w} showed how ragwort followed the new motorway north.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of engineering concerned with draining sunken or subsided farmland',
  },
  {
    kind: 'noun:06008975',
    definition:
      'the study of the rise and fall of groundwater beneath cities or villages, especially long-settled ones',
  },
  // decoration
  {
    kind: 'noun:03174056',
    definition: 'a band of carved vine or ivy leaves running around the frame of a door or window',    
    usage: 'The carpenter restored the {w} around the library casement one tendril at a time.',
  },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental iron strap in the shape of a fern frond, fixed across a door',  usage: 'The blacksmith bolted {a} {w} across the oak door, its curling leaves in black iron.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a painted panel, usually of flowers, set into the upper part of a door',
  },
  { kind: 'noun:03174056', definition: 'pressed tin edging used for pantry shelves',   usage: 'She tacked {w} along the edge of each larder board to make them look neat.' },
  { kind: 'noun:03174056', definition: 'a row of painted tiles set into the plaster above a hearth',   usage: 'Blue and white birds chased each other across the {w} above the fireplace.' },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental fan of split cane or rattan fixed above a doorway',
    usage: 'The tea house had a graceful {w} over its entrance, faded by years of sun.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a carved ornament resembling a sheaf of wheat or barley, fixed to a gable',   usage: 'High on the farmhouse gable, the carved {w} was bleached by years of sun.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a pattern of brass studs, hammered into a door and resembling a star',  usage: 'The {w} on the chapel door glinted, each brass point radiating from the centre.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a painted frieze of sailing ships, usually running along the top of a parlor wall',    usage: 'Above the fireplace, the {w} showed galleons sailing all the way round the room.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a door-panel sunrise grille',
    usage: 'A rusted {w} let a little morning light into the porch of the bungalow.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a shell-studded doorframe',   
    usage: 'The beach cottage had {a} {w} that the children added to every summer.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a decorative wooden bracket resembling the head of a bird, used for supporting a shelf',   usage: 'A carved {w}, with a beak and painted eye, held up the kitchen shelf.',
  },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental lily hinge plate',
    usage: 'The brass {w} on the cupboard door was polished until its petals shone.',
  },
  { kind: 'noun:03174056', definition: 'a strip of carved bone inlaid along the edge of a chest lid' },
  { kind: 'noun:03174056', definition: 'a pattern of colored pebbles set in mortar around a doorway' },
  {
    kind: 'noun:03174056',
    definition: 'a gilded wooden ornament in the form of a wreath set above a mirror',
    usage: 'The {w} in the hall had lost half its gold leaf.',
  },
  { kind: 'noun:03174056', definition: 'a pattern of nail heads, usually bordering a door panel',     usage: 'The brass {w} around the chapel door glinted when the sun came out.' },
  { kind: 'noun:03174056', definition: 'a band of painted lettering bearing a proverb along a ceiling beam',   usage: 'The {w} over the hearth reminded diners that haste makes waste.' },
  {
    kind: 'noun:03174056',
    definition: 'a carved wooden sunflower set in the center of each panel of a door', usage: 'Each {w} on the old front door had a slightly different number of petals.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a panel of colored glass in the form of a basket of fruit set in an inner door',    
    usage: 'Morning sun through the {w} threw red and purple grapes onto the hall floor.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a molded plaster garland of hops and barley running around a ceiling',
    usage: "The brewery owner's parlor still had its original {w}, freshly painted in cream.",
  },
  { kind: 'noun:03174056', definition: 'a painted ribbon, usually twisted, framing windows', usage: 'The cottage casements were framed with {w} in blue and gold.' },
  {
    kind: 'noun:03174056',
    definition: 'a painted border of oak leaves stenciled around the panels of a door',   usage: 'She repainted the {w}, picking out each leaf in dark green.',
  },
  // property
  { kind: 'noun:04923519', definition: 'the property of a fiber of regaining its length after being wetted',   usage: 'Because of its {w}, the cord returned to its full length after the rain.' },
  { kind: 'noun:04923519', definition: 'the property of a clay or slip of holding shape when fired', usage: 'The potter tested the {w} of the new slip with a few small cups.' },
  { kind: 'noun:04923519', definition: 'the tendency of a wood to split along the grain when nailed', usage: 'Because of its {w}, oak should be pre-drilled before you drive in a tack.' },
  { kind: 'noun:04923519', definition: 'the property of a paint of drying without forming a skin',   usage: 'Thanks to its {w}, the open tin of paint stayed usable all week.' },
  {
    kind: 'noun:04923519',
    definition: "a cloth's uneven washing shrinkage",
    usage: 'After one wash, {w} had left the curtains an inch shorter on the left than the right.',
  },
  { kind: 'noun:04923519', definition: "a soil's frost-holding tendency",   usage: 'Because of its {w}, the clay field stayed frozen weeks after the lawns thawed.' },
  { kind: 'noun:04923519', definition: 'the property of a metal of taking a polish without scratching',   usage: 'The silversmith chose this alloy for its {w}, ideal for mirror-bright trays.' },
  { kind: 'noun:04923519', definition: 'the capacity of a stone to absorb oil or grease without staining',   usage: 'Because of its {w}, the granite worktop showed no mark after the chip pan spilled.' },
  { kind: 'noun:04923519', definition: 'the property of a glass of scattering light at its edges',    usage: 'The cut crystal had a lovely {w}, throwing colors around the dining room.' },
  { kind: 'noun:04923519', definition: "a rope's stiffening when wet",   usage: 'Because of its {w}, the soaked mooring line was hard to untie.' },
  {
    kind: 'noun:04923519',
    definition: 'the degree to which a flour keeps its strength in storage',
    usage:
      'Bakers trusted the northern mills for their {w}; a sack bought in spring still rose well at Christmas.',
  },
  {
    kind: 'noun:04923519',
    definition: 'the tendency of a timber to give off resin long after it has been seasoned',  usage: 'Due to {w}, the pine shelves still wept sticky drops years after they were built.',
  },
  {
    kind: 'noun:04923519',
    definition: 'the overnight heat-keeping of fuel',  usage: 'Peat has good {w}, so the stove was still warm at breakfast.',
  },
  { kind: 'noun:04923519', definition: 'the property of a leather of remaining supple in cold weather' },
  {
    kind: 'noun:04923519',
    definition: "a paper's quietness when turned", usage: 'Orchestras choose paper for its {w}, so page turns do not disturb the music.',
  },
  { kind: 'noun:04923519', definition: "wax's clarity when quickly cooled" },
  { kind: 'noun:04923519', definition: 'the tendency of a honey or syrup to stay liquid when cold',   usage: 'Thanks to its {w}, the syrup poured easily straight from the fridge.' },
  {
    kind: 'noun:04923519',
    definition: 'the property of a varnish of remaining flexible as it ages',
    usage: 'The luthier chose the lacquer for its {w}, since a cracked finish would ruin the violin.',
  },
  { kind: 'noun:04923519', definition: 'tendency of ore or rock to crush into even lumps',   usage: 'Good {w} meant the ore left the crusher in pieces of similar size.' },
  { kind: 'noun:04923519', definition: 'the property of a wool of taking a dye evenly along its length',  usage: 'Poor {w} left the blue yarn streaked pale in places.' },
  {
    kind: 'noun:04923519',
    definition: 'touch-darkening of metal', 
    usage: 'The {w} of the silver bracelet left faint gray marks where her fingers had rested.',
  },
  { kind: 'noun:04923519', definition: 'the property of a gravel of shedding water when laid on a slope',   usage: 'The builder chose the grit for its {w}, since the drive ran steeply down to the road.' },
  { kind: 'noun:04923519', definition: "grain's proneness to crack in quick drying",   usage: 'The maize\'s high {w} meant it had to be dried slowly in the barn.' },
  // measuring instrument
  {
    kind: 'noun:03739416',
    definition:
      'an instrument for measuring how firmly snow on a slope is bound to the layer of snow or ice beneath',
    usage:
      'Before the guide let anyone ski the couloir, she pushed the {w} into the face and checked the dial.',
  },
  { kind: 'noun:03739416', definition: 'a gauge for measuring the thickness of ice on a lake',    usage: 'The ranger checked the {w} before letting anyone skate on the mere.' },
  {
    kind: 'noun:03739416',
    definition: 'a gauge fixed to a sea wall or breakwater, used for recording the force of breaking waves',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the tension of telegraph wires between poles',   usage: 'The lineman clipped the {w} to the wire to see how taut it was.',
  },
  { kind: 'noun:03739416', definition: 'a graduated staff for measuring the depth of silt in a canal',  usage: 'The lock keeper pushed the {w} into the mud to see whether dredging was needed.' },
  {
    kind: 'noun:03739416',
    definition: 'an instrument recording the swaying of tall chimneys or towers in wind',  
    usage: 'During the gale the {w} on the mill stack traced a wide zigzag on its paper drum.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the dust or flour carried in the air of a mill',
    usage: 'The inspector hung {a} {w} near the millstones and read it at the end of the shift.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the warmth of soil at the depth of sown seed',   usage: 'Before sowing the beans, she pushed the {w} into the furrow and checked it.',
  },
  {
    kind: 'noun:03739416',
    definition: 'instrument used for recording well refilling rates',   usage: 'After pumping stopped, the {w} showed how quickly the water rose again in the well.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument that measures the slope of a railway embankment as it settles', usage: 'Engineers installed {a} {w} beside the new track after the wet spring.',
  },
  {
    kind: 'noun:03739416',
    definition: 'a fleece-weight gauge',   usage: 'The shearer tossed each fleece onto the {w} and called out the number.',
  },
  { kind: 'noun:03739416', definition: 'an instrument for measuring the depth of ruts in an unmade road',   usage: 'The surveyor pushed the {w} into the muddy lane after the carts had passed.' },
  {
    kind: 'noun:03739416',
    definition: 'a bridge-tremor recorder',  usage: 'After the heavy lorry crossed, the {w} showed the bridge swaying more than usual.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for judging the ripeness of grain by the hardness of the kernel', usage: 'The farmer squeezed a wheat seed in the {w} and decided to wait a week.',
  },
  { kind: 'noun:03739416', definition: 'a gauge of shifting sand',    usage: 'The engineers read the {w} daily to see how fast the dune was creeping inland.' },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the warmth of the liquor in a tannery pit',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument used for measuring the pressure of grain against the walls of a silo or bin',    usage: 'He fixed {a} {w} inside the bin to check the walls could bear the load.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument used for measuring the sag of a roof beam or rafter under snow',
  },
  // flavorer
  { kind: 'noun:07825344', definition: 'the dried seeds of wild fennel roasted and ground with salt',    usage: 'The soup was finished with a pinch of {w} and a swirl of cream.' },
  {
    kind: 'noun:07825344',
    definition: 'a paste of fermented green walnuts and vinegar, used in sauces for game or venison',
  },
  { kind: 'noun:07825344', definition: 'a seasoning of dried bilberries ground with black pepper' },
  {
    kind: 'noun:07825344',
    definition: 'dried ground root of wild angelica, used for flavoring stews or soups',   usage: 'She stirred a pinch of {w} into the lamb stew for its musky warmth.',
  },
  { kind: 'noun:07825344', definition: 'sharp condiment consisting of grated horseradish and crab apple',    usage: 'She served a spoonful of {w} beside the roast beef to give it a kick.' },
  {
    kind: 'noun:07825344',
    definition: 'dried crumbled meadowsweet flowers', usage: 'The herbalist sold little packets of {w} for sweetening stewed fruit.',
  },
  { kind: 'noun:07825344', definition: 'coarse sea salt ground with dried mushrooms' },
  {
    kind: 'noun:07825344',
    definition: 'a samphire and mustard-seed relish',
    usage: 'A dab of {w} brightened the grilled mackerel, along with a squeeze of lemon.',
  },
  { kind: 'noun:07825344', definition: 'a salt flavored with the ash of burnt hay' },
  { kind: 'noun:07825344', definition: 'dried seed heads of wild sorrel or dock, ground to sour powder' },
  { kind: 'noun:07825344', definition: 'a thick brown sauce of fermented barley and plums', usage: 'She spooned dark {w} over the roast duck to give it a tangy sweetness.' },
  {
    kind: 'noun:07825344',
    definition: 'a paste of roasted hazelnuts, garlic and sour cream, usually for fish',   usage: 'She spooned garlicky {w} over the grilled trout before serving it.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a seasoning consisting of dried thyme, lemon peel and crushed pine nuts',
  },
  { kind: 'noun:07825344', definition: 'a vinegar steeped with the young tips of spruce' },
  {
    kind: 'noun:07825344',
    definition: 'a sweet spice mixture consisting of dried pear, clove and black pepper',
    usage: 'She dusted the baked apples with {w} before serving them with cream.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a powder of roasted onion skins used for coloring and flavoring broths',
    usage: 'A spoonful of {w} turned the chicken stock a deep golden brown.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a pickle of unripe gooseberries in brine or vinegar, used like capers',
    usage: 'She scattered a spoonful of {w} over the fried fish to cut its richness.',
  },
  { kind: 'noun:07825344', definition: 'seasoning consisting of dried nettles and salt' },
  // nutriment
  { kind: 'noun:07586285', definition: 'a sorrel-barley broth',    usage: 'Her {w} always tasted sharp from the sorrel leaves she picked that morning.' },
  { kind: 'noun:07586285', definition: 'a warm drink of milk thickened with ground rice and honey',    usage: 'She warmed a pan of {w} for the children at bedtime.' },
  { kind: 'noun:07586285', definition: 'millet and whey gruel, usually for invalids' },
  { kind: 'noun:07586285', definition: 'a chestnut paste for infants', usage: 'She spooned {w} into the baby\'s mouth, a little at a time.' },
  { kind: 'noun:07586285', definition: 'a mash of boiled turnips and barley meal', usage: 'Farm hands ate {w} alongside their mutton through the long winter.' },
  {
    kind: 'noun:07586285',
    definition: 'a thick soup of lentils and dried mutton',
    usage: 'The caravan cook stirred a pot of {w} over the embers.',
  },
  { kind: 'noun:07586285', definition: 'drink consisting of warm goat milk and barley water', usage: 'Her mother made {w} whenever anyone in the house had a cough.' },
  {
    kind: 'noun:07586285',
    definition: 'porridge consisting of buckwheat and dried apple',  
    usage:
      'On winter mornings her grandmother stirred a pot of {w} until the kitchen smelled of baked fruit.',
  },
  { kind: 'noun:07586285', definition: 'a broth of boiled fish heads and potatoes',   usage: 'The fishermen\'s wives made {w} from whatever was left after the catch was sold.' },
  {
    kind: 'noun:07586285',
    definition: 'a meal consisting of dried peas and rice ground together and boiled in water',  usage: 'The {w} was thick, filling and cheap enough to feed the whole crew.',
  },
  { kind: 'noun:07586285', definition: 'a warm mixture of mashed parsnip and buttermilk',   usage: 'They ate {w} with roast chicken when the parsnips were in.' },
  { kind: 'noun:07586285', definition: 'a porridge of ground acorns and milk',  usage: 'She soaked the acorn meal overnight so the {w} would not taste bitter.' },
  { kind: 'noun:07586285', definition: 'barley and whey broth' },
  { kind: 'noun:07586285', definition: 'a paste of pounded dried beans and oil, usually spread on bread', usage: 'He spread {w} on his toast and added a slice of tomato.' },
  { kind: 'noun:07586285', definition: 'a thin gruel consisting of rye and dried cherries' },
  {
    kind: 'noun:07586285',
    definition: "boiled millet with goat's butter",
    usage: 'The herdsmen ate {w} from wooden bowls before driving the flock up the hillside.',
  },
  { kind: 'noun:07586285', definition: "a broth of sheep's trotters and pearl barley given to the sick", usage: 'Her mother brought a jar of {w} to the sickroom every evening.' },
  {
    kind: 'noun:07586285',
    definition: 'a mixture of oat flour, honey and warm water, given especially to invalids or the weak', usage: 'The nurse fed the old man {w} from a spoon.',
  },
  // process
  {
    kind: 'noun:05709328',
    definition: 'the unconscious matching of walking pace to that of any companion',  usage: 'Because of {w}, the tall man slowed to his small daughter\'s steps.',
  },
  {
    kind: 'noun:05709328',
    definition:
      'the tendency to remember a conversation as having taken place where one later thought about it',
    usage: 'Thanks to {w}, he was sure they had argued in the garden, though it happened on the phone.',
  },
  { kind: 'noun:05709328', definition: 'the gradual merging in memory of two similar journeys into one',   usage: 'Through {w}, his two trips to Rome had become one long summer.' },
  {
    kind: 'noun:05709328',
    definition: 'the growth of remembered places',    usage: 'Through {w}, the small garden of his childhood had become a vast park in memory.',
  },
  {
    kind: 'noun:05709328',
    definition: 'the unconscious sorting of faces in a crowd by resemblance to friends or acquaintances',
  },
  {
    kind: 'noun:05709328',
    definition: "the judging of a stranger's honesty by the steadiness of their voice", usage: 'Her {w} was usually right, though she once trusted a smooth-voiced thief.',
  },
  { kind: 'noun:05709328', definition: 'the tendency to credit the first teller of a story with its truth',  usage: 'Thanks to {w}, the first version of the rumor was the one everyone believed.' },
  {
    kind: 'noun:05709328',
    definition: 'the gradual taking on of the opinions of a household one has joined',
    usage: 'After two years with her in-laws, {w} had made her a keen supporter of the local rugby club.',
  },
  { kind: 'noun:05709328', definition: 'the estimating of the time of day from the quality of the light',    usage: 'Without a watch, the shepherd relied on {w}, judging the hour by the evening glow.' },
  {
    kind: 'noun:05709328',
    definition: 'the inference of mood from footsteps',
    usage: 'Years of marriage had sharpened her {w}; she knew from the stairs whether he had lost the case.',
  },
  { kind: 'noun:05709328', definition: 'unconscious hushing in empty buildings',     usage: 'Walking into the empty church, we fell quiet at once, a case of {w}.' },
  {
    kind: 'noun:05709328',
    definition: 'the gradual forgetting of the order in which the events of a day took place',     usage: '{w} left her unsure whether she had shopped before or after lunch.',
  },
  {
    kind: 'noun:05709328',
    definition:
      'the reasoning by which the size of a crowd or gathering is estimated from the loudness of the noise it makes',
  },
  {
    kind: 'noun:05709328',
    definition: 'the coloring of a memory of a place by the weather on the day it was visited',   usage: 'Through {w}, she remembers the town as gloomy, having seen it only in rain.',
  },
  { kind: 'noun:05709328', definition: "unconsciously copying a rival's gait",  usage: 'Through {w}, the young runner began to walk just like his swaggering rival.' },
  {
    kind: 'noun:05709328',
    definition: 'the judging of a distance by the effort one expects to spend covering it',
    usage: 'Through {w}, a tired walker will call the last uphill mile twice as long as the first.',
  },
  {
    kind: 'noun:05709328',
    definition: 'the filling in of a half-heard remark with the words one expected to hear',
  },
  { kind: 'noun:05709328', definition: 'the fading from memory of once-seen faces',  usage: 'Through {w}, she could no longer picture the faces of her old classmates.' },
  // writing
  { kind: 'noun:06374360', definition: 'a short account of a parish written for its visitors',     usage: 'The vicar left copies of the {w} by the door for tourists to take.' },
  { kind: 'noun:06374360', definition: 'a formal reply in verse to an address of welcome' },
  {
    kind: 'noun:06374360',
    definition: 'a written appeal to former members of a society or club, asking them to rejoin',  usage: 'The cricket club\'s {w} brought back a dozen players who had drifted away.',
  },
  { kind: 'noun:06374360', definition: 'a short essay in praise of a trade written for its annual dinner', usage: 'The master baker read his {w} aloud at the guild\'s feast.' },
  {
    kind: 'noun:06374360',
    definition: "a fair's rhymed harvest chronicle",
    usage: 'Each autumn a local poet read the {w} from the bandstand, listing every good and poor crop.',
  },
  {
    kind: 'noun:06374360',
    definition:
      'a written summary or notes of a sermon, made by a member of the congregation during or following the service',  usage: 'She wrote her {w} in the pew while the minister was still preaching.',
  },
  { kind: 'noun:06374360', definition: 'a family history written for a reunion',  usage: 'Every cousin at the gathering went home with a copy of the {w}.' },
  { kind: 'noun:06374360', definition: "a narrative of a voyage written by a ship's master for the owners" },
  {
    kind: 'noun:06374360',
    definition: "a satirical account of a society's proceedings written by one of its members",
    usage: "The club secretary's {w} of the annual dinner was read aloud to roars of laughter.",
  },
  {
    kind: 'noun:06374360',
    definition: 'a pamphlet defending local custom', usage: 'The {w} argued that the annual bonfire should go ahead despite the council\'s ban.',
  },
  { kind: 'noun:06374360', definition: 'alumni memoir of village or country schools',   usage: 'In the {w}, former pupils remembered the single classroom and its wood stove.' },
  {
    kind: 'noun:06374360',
    definition: 'an essay arguing both sides of a question written for a debating society',    usage: 'Her {w} on capital punishment left the members unsure which side she favored.',
  },
  { kind: 'noun:06374360', definition: "a poem written for a ship's launching",   usage: 'As the hull slid into the water, the shipwright\'s daughter recited her {w}.' },
  { kind: 'noun:06374360', definition: "a report on the state of a town's roads written for its council",   usage: 'The {w} listed every pothole and blocked drain the councillors had ignored.' },
  { kind: 'noun:06374360', definition: 'a tale for winter reading-aloud',  usage: 'On long December nights, Grandfather read us {a} {w} by the fire.' },
  {
    kind: 'noun:06374360',
    definition: 'a letter written jointly by the people of a village, usually to an emigrant',   
    usage: 'The {w} reached him in Ohio, signed by the schoolmaster, the priest and forty neighbors.',
  },
  {
    kind: 'noun:06374360',
    definition: 'a play in verse written for performance by schoolchildren',   
    usage: 'The infant class performed {a} {w} about Noah, each child speaking a couplet.',
  },
  {
    kind: 'noun:06374360',
    definition: 'a written account of a flood compiled from the memories of those who lived through it', usage: 'The parish council printed {a} {w} recalling the night the river burst its banks.',
  },
  // symptom
  { kind: 'noun:14323139', definition: 'an ache behind the knee',    usage: 'Long hours of crouching in the garden left her with a nagging {w}.' },
  {
    kind: 'noun:14323139',
    definition: 'stiffness or aching in the jaw on waking',
    usage: 'Her dentist suspected she clenched her teeth at night, which would explain the {w}.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a ringing in one ear that comes on after bending down',     
    usage: 'Every time she picked up the cat, her {w} came on for a minute or two.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a tingling in the fingertips when the hands are raised above the head',    usage: 'Her {w} made hanging out the washing an uncomfortable task.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a dull ache across the shoulder blades following long reading or writing',    usage: 'After a week of marking exams, his {w} kept him awake at night.',
  },
  { kind: 'noun:14323139', definition: 'dry-weather itching of the eyelids' },
  { kind: 'noun:14323139', definition: 'a clicking in the ankle when walking downstairs',   usage: 'Every step down the stairs brought the faint {w} she had noticed since her fall.' },
  {
    kind: 'noun:14323139',
    definition: 'soreness along the hair parting',   
    usage: 'Pulling her hair back so tightly gave her {w} by the end of the day.',
  },
  { kind: 'noun:14323139', definition: 'heavy legs after standing in the heat',    usage: 'After a long shift at the sweltering stall, {w} made her walk home slowly.' },
  { kind: 'noun:14323139', definition: 'a dry cough that comes on only when lying on the left side' },
  { kind: 'noun:14323139', definition: 'ear fullness when walking uphill', usage: 'Halfway up the hill, her {w} made her yawn to pop her ears.' },
  {
    kind: 'noun:14323139',
    definition: 'a throbbing in the temples on leaving a warm room for cold or frosty air',  
    usage: 'Stepping out of the pub into the frosty night brought on his usual {w}.',
  },
  { kind: 'noun:14323139', definition: 'aching wrists in cold damp weather',  usage: 'Every wet November his {w} made it hard to grip a pen.' },
  { kind: 'noun:14323139', definition: 'soreness of the gums, usually from eating sour fruit', usage: 'Eating a whole bag of sour plums gave him {w} for two days.' },
  { kind: 'noun:14323139', definition: 'a faint whistling in the chest heard only when lying down', usage: 'He only noticed his {w} once he went to bed at night.' },
  // wrongdoer
  { kind: 'noun:09657157', definition: 'a thief who strips lead from church roofs',    usage: 'After {a} {w} struck, rain poured into the nave.' },
  { kind: 'noun:09657157', definition: 'someone who sells forged certificates of pedigree for livestock' },
  { kind: 'noun:09657157', definition: 'a thief who robs travelers at fords or ferries' },
  {
    kind: 'noun:09657157',
    definition: 'a boundary-stone mover',
    usage: "The {w} shifted the marker by night and claimed three yards of his neighbor's field.",
  },
  { kind: 'noun:09657157', definition: 'someone who poisons the livestock of a rival',    usage: 'The farmer suspected {a} {w} when three of his cows died after drinking from the trough.' },
  {
    kind: 'noun:09657157',
    definition: 'a swindler who collects money for a charity that does not exist',     
    usage: 'The {w} had gone door to door with a tin for an orphanage that was never built.',
  },
  { kind: 'noun:09657157', definition: 'someone who sets fire to standing crops out of spite', usage: 'The wheat field went up in flames, and the police began looking for {a} {w}.' },
  {
    kind: 'noun:09657157',
    definition: 'a thief who steals coal from railway wagons, especially in sidings',
    usage: 'The yard foreman caught {a} {w} filling a sack from a parked freight train after dark.',
  },
  { kind: 'noun:09657157', definition: 'a forger of official seals',   usage: 'The {w} carved an exact copy of the king\'s stamp into a block of brass.' },
  { kind: 'noun:09657157', definition: 'someone who falsifies weights or measures used in markets',      usage: 'The {w} was fined for his crooked scales and banned from the fair.' },
  { kind: 'noun:09657157', definition: 'a clerk who steals from the poor funds of a parish',   usage: 'The {w} was caught when the vicar checked the alms ledger.' },
  { kind: 'noun:09657157', definition: "someone selling timber cut from others' land",  usage: 'The {w} felled the neighbour\'s oaks at night and sold the logs at market.' },
  {
    kind: 'noun:09657157',
    definition: 'a thief who takes the fleeces from a shearing shed before they are baled',   usage: 'The {w} slipped into the shed at night and carried off the piled wool.',
  },
  { kind: 'noun:09657157', definition: 'an innkeeper who robs guests' },
  {
    kind: 'noun:09657157',
    definition: 'a rick-burning extortioner',  usage: 'The {w} threatened to set fire to the farmer\'s haystacks unless he paid.',
  },
  // disorder
  {
    kind: 'noun:14075885',
    definition: 'a disorder in which the skin of the palms thickens and cracks in cold weather',
  },
  {
    kind: 'noun:14075885',
    definition: 'a condition in which the finger joints slowly stiffen after years of heavy gripping',   usage: 'Years of swinging a hammer gave the old blacksmith {w} in both hands.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the inner ear that brings on dizziness at each change in the weather',   usage: 'Every time a storm approached, her {w} made the room spin.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the tear glands causing the eyes to water in bright light',
    usage: 'On sunny days her {w} made it look as if she had been crying.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the sweat glands of the scalp causing flaking and itching',
  },
  {
    kind: 'noun:14075885',
    definition: 'spleen swelling after long chill',  
    usage: 'After two nights lost on the moor, he developed {w} and spent a month in the infirmary.',
  },
  { kind: 'noun:14075885', definition: 'a disorder of the skin in which pale patches remain after sunburn',   usage: 'Every summer holiday added new blotches of {w} to her shoulders.' },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the lining of the nose that returns each autumn in damp weather',
  },
  {
    kind: 'noun:14075885',
    definition: 'a condition in which balance fails in darkness or dim light',
    usage: 'Because of her {w}, she left a lamp burning in the hallway every night.',
  },
  {
    kind: 'noun:14075885',
    definition:
      'a disorder of the small veins of the ankles causing swelling, especially following a hot bath',     usage: 'Her {w} flared up whenever she soaked in a hot bath for too long.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a wasting of the muscles of the thumb found among those who milk by hand',
  },
  {
    kind: 'noun:14075885',
    definition: 'an eye disorder common among lime burners',   
    usage: 'Years at the kilns had given him {w}, and his eyes were always red and sore.',
  },
  { kind: 'noun:14075885', definition: 'a chronic inflammation of the gums, especially in glassblowers', usage: 'Years at the furnace had left him with {w} and several loose teeth.' },
  { kind: 'noun:14075885', definition: "shearers' forearm rash" },
  {
    kind: 'noun:14075885',
    definition: "a street crier's chronic hoarseness",
    usage: 'After thirty winters calling out fish prices in the market, his {w} left him croaking by noon.',
  },
  // diversion
  {
    kind: 'noun:00427931',
    definition: 'a round dance in which the dancers pass a lit lantern from hand to hand',   usage: 'During the {w}, the lantern went round the circle without once going out.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a line dance performed at the end of harvest in which the dancers weave between sheaves',   usage: 'When the last field was cut, the villagers danced the {w} among the stacked corn.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a slow circle dance performed by fishing families on the eve of the season', usage: 'On the night before the boats went out, the whole quay joined the {w}.',
  },
  { kind: 'noun:00427931', definition: 'a dance imitating the movements of reapers',   usage: 'In the {w}, the dancers swung imaginary sickles and bent to gather sheaves.' },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which players take turns adding a verse or couplet to a song about a neighbor',
  },
  {
    kind: 'noun:00427931',
    definition: "a children's contest of dams across streams", usage: 'The {w} took place in the brook every Whit Monday, with mud up to the knees.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which players race small boats made of bark or leaves down a stream',  usage: 'For {w}, the children launched curled leaves into the brook and ran alongside.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a dance for two men, consisting of attempts to tread on the toes of the partner', usage: 'Everyone laughed during the {w} as the two farmhands hopped and stamped.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a stately circle dance at weddings in which the bride leads with a ribbon',
    usage: 'After the feast the guests joined hands for the {w}, following the bride around the barn.',
  },
  {
    kind: 'noun:00427931',
    definition: 'ring dance, usually quickening on repetition',   usage: 'Holding hands, the villagers circled faster and faster until the {w} ended in laughter.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a line dance performed on the shore, having the dancers advance and retreat with the waves',     usage: 'At low tide, the villagers linked arms for the {w} along the wet sand.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which children slide down a grassy bank on boards to see who goes furthest',   usage: 'Each child took a plank to the top of the hill for {w}.',
  },
  {
    kind: 'noun:00427931',
    definition:
      'a couple dance in triple time in which the partners circle one another without touching or holding hands',
    usage: 'The two dancers in the {w} circled warily, eyes locked, arms folded behind their backs.',
  },
  {
    kind: 'noun:00427931',
    definition:
      'a dance in which the couples take turns leading the others through the rooms or passages of a house',   
    usage:
      'At the end of the wedding, the {w} wound through the kitchen, up the stairs and out to the garden.',
  },
  // musical instrument
  {
    kind: 'noun:03806455',
    definition:
      'a bowed stringed instrument having a square body and four wire strings, held flat across the lap', usage: 'The old man held the {w} across his knees and drew the bow over it.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a brass horn coiled three times, with finger holes in place of valves',
  },
  {
    kind: 'noun:03806455',
    definition: 'a reed pipe having a bell of rolled birch bark and a sliding tuning collar', usage: 'The herdsman adjusted his {w} until it agreed with the fiddle.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a frame of tuned wooden slats laid across the knees and struck with bone beaters',
  },
  {
    kind: 'noun:03806455',
    definition: 'a set of tuned brass plates hung on a stand and struck with a padded hammer',
    usage: 'The percussionist tapped the {w}, and a low, bright chord rang through the hall.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a plucked instrument with a long fretted neck and a belly of stretched fish skin',  usage: 'The {w} had a soft, dry twang from the fish skin stretched over its body.',
  },
  { kind: 'noun:03806455', definition: 'a small reed organ having bellows that are pumped with the knees' },
  {
    kind: 'noun:03806455',
    definition: 'a wooden flute with a thumb key that lowers every note by a half step',
  },
  {
    kind: 'noun:03806455',
    definition: 'a fiddle with a long narrow body and a drone string running beside the fingerboard',
  },
  {
    kind: 'noun:03806455',
    definition: 'a tall drum with a body of birch bark and a head tightened by twisted rawhide',
  },
  {
    kind: 'noun:03806455',
    definition: 'a zither having a curved soundboard and strings plucked with a bone or horn ring', usage: 'The woman played her {w} with a horn ring on her thumb.',
  },
  { kind: 'noun:03806455', definition: 'a whistle of goose bone',   usage: 'The {w} gave a shrill note that carried across the marsh.' },
  {
    kind: 'noun:03806455',
    definition: 'a plucked instrument with a gourd body and a second neck carrying drone strings',     usage: 'As she plucked the tune, the {w} kept up a low, buzzing hum beneath it.',
  },
  // implement
  {
    kind: 'noun:03569147',
    definition: 'a curved-tined seaweed rake',
  },
  {
    kind: 'noun:03569147',
    definition: 'a notched paddle for malt',     usage: 'The maltster turned the sprouting barley with {a} {w} on the floor.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a small blade set in a wooden handle for scraping moss from stone walls',
  },
  { kind: 'noun:03569147', definition: 'a long pole with a wire loop for catching geese by the neck',     usage: 'The warden reached out with the {w} and caught the goose on the first try.' },
  {
    kind: 'noun:03569147',
    definition: 'a heavy iron scraper on a long handle for clearing silt from mill races', usage: 'Each spring the miller dragged the {w} along the channel to clear the mud.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a forked stick with a leather strap for carrying bundles of peat on the back', usage: 'He slung the {w} over his shoulder and walked out onto the bog.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a long wooden rake with a wide head for spreading salt on drying pans',
  },
  { kind: 'noun:03569147', definition: 'a heather brush for scouring milk churns',   usage: 'The dairymaid scrubbed out the churns with a stiff {w}.' },
  {
    kind: 'noun:03569147',
    definition: 'a notched board used to measure thatching spars before they are cut',
  },
  { kind: 'noun:03569147', definition: 'a two-pronged brick fork', usage: 'He slid the {w} under a stack of bricks and carried them off.' },
  { kind: 'noun:03569147', definition: 'a flat iron blade on a long pole for cutting weed in canals' },
  {
    kind: 'noun:03569147',
    definition: 'a comb for deburring fleeces',
  },
  {
    kind: 'noun:03569147',
    definition: 'a long iron rod with a hooked tip for clearing blocked chimney flues',  
    usage: "The sweep worked the {w} up from the hearth and dragged down an old jackdaw's nest.",
  },
  // food
  { kind: 'noun:07571428', definition: 'a stone-baked flatbread of rye and turnip', usage: 'The farmhouse served warm {w} with butter and smoked cheese.' },
  { kind: 'noun:07571428', definition: 'strips of smoked goat meat rolled in crushed herbs',  usage: 'He chewed a strip of {w}, tasting the smoke and the crushed thyme.' },
  { kind: 'noun:07571428', definition: 'a hard wind-dried pork and barley sausage' },
  { kind: 'noun:07571428', definition: 'barley cakes in dock leaves',   usage: 'She peeled back the leaf wrapping and broke off a piece of warm {w}.' },
  { kind: 'noun:07571428', definition: 'flatbread rolled around soft cheese and nettles',   usage: 'She picked young nettles in the lane for the {w}.' },
  { kind: 'noun:07571428', definition: 'a dense loaf of oats, dried apple and walnuts',   usage: 'She sliced the heavy {w}, its walnuts and apple pieces packed tight.' },
  { kind: 'noun:07571428', definition: 'pickled eggs wrapped in thin pastry and baked', usage: 'She cut the {w} open, revealing a tangy yolk inside the golden crust.' },
  { kind: 'noun:07571428', definition: 'a butter-filled barley loaf', usage: 'The bakery sold {w} warm, its golden middle oozing onto the paper.' },
  { kind: 'noun:07571428', definition: 'dried cakes of boiled buckwheat',    usage: 'She soaked the {w} overnight before frying it in butter.' },
  { kind: 'noun:07571428', definition: 'dried mutton pounded with salt and thyme',   usage: 'On long journeys, shepherds chewed strips of {w} fragrant with thyme.' },
  { kind: 'noun:07571428', definition: 'thin slices of dried pear pressed between sheets of rye bread' },
  {
    kind: 'noun:07571428',
    definition: 'a pie of cold mutton and pickled walnuts in a hot water crust',
    usage: 'They cut the {w} into thick wedges for the harvest supper.',
  },
  {
    kind: 'noun:07571428',
    definition: 'slices of cured ham rolled around hard cheese and pickled onion',
    usage: 'A plate of {w} was passed around with the drinks before dinner.',
  },
  // expert
  { kind: 'noun:09640897', definition: 'an expert in identifying kinds of timber by grain or smell' },
  { kind: 'noun:09640897', definition: 'an authority on the boundaries and rights of way of a district', usage: 'The planning dispute was settled only when the {w} produced the old parish maps.' },
  {
    kind: 'noun:09640897',
    definition: 'an expert judging the age of horses or mules by teeth',
    usage: "At the auction {a} {w} looked into the mare's mouth and declared her nine years old.",
  },
  {
    kind: 'noun:09640897',
    definition: 'an expert who identifies the quarry of a building stone by its fossils',   usage: 'The {w} studied the tiny shells in the cathedral wall and named the quarry.',
  },
  { kind: 'noun:09640897', definition: 'an authority on the dialects of a single valley',     usage: 'The {w} could tell which farm a man came from by how he said butter.' },
  {
    kind: 'noun:09640897',
    definition: 'a historian of inn or tavern signs and emblems',    
    usage: 'The {w} could tell you why so many pubs in the county were called the Green Man.',
  },
  { kind: 'noun:09640897', definition: 'an expert in identifying the makers of old locks' },
  { kind: 'noun:09640897', definition: 'an authority on country fairs' },
  { kind: 'noun:09640897', definition: 'an expert who estimates the yield of standing crops',    usage: 'Walking the barley field, the {w} promised the bank forty bushels an acre.' },
  { kind: 'noun:09640897', definition: 'an expert who judges the soundness of old timbers in buildings', usage: 'Tapping each beam of the barn roof in turn, the {w} marked two for replacement.' },
  {
    kind: 'noun:09640897',
    definition: 'expert in tracing buried drains or channels beneath farmland',
    usage: 'When the lower field flooded, the farmer called in {a} {w} to find the old clay pipes.',
  },
  { kind: 'noun:09640897', definition: "an authority on a coast's wrecks",   usage: 'The {w} knew which ships had sunk off every rock along the bay.' },
  { kind: 'noun:09640897', definition: 'an expert dating old rope', usage: 'The museum asked {a} {w} whether the ship\'s cable was older than the hull.' },
  // bodily process
  {
    kind: 'noun:13461236',
    definition: 'the renewal of the lining of the mouth after it has been burned or bitten', usage: 'After he scalded his mouth on hot soup, {w} took about a week.',
  },
  { kind: 'noun:13461236', definition: 'the regrowth of lost nails',     usage: 'After the injury, {w} took six months to give her a whole new thumbnail.' },
  { kind: 'noun:13461236', definition: 'the renewal of worn or dead cells in the taste buds',     usage: 'Thanks to {w}, a tongue burned by hot tea soon recovers its sense of taste.' },
  {
    kind: 'noun:13461236',
    definition: 'the thickening of the bones of the hand or fingers in response to heavy manual work',
  },
  {
    kind: 'noun:13461236',
    definition: 'swelling and shrinking of feet, usually daily',     usage: 'Because of her {w}, her shoes fitted in the morning but pinched by night.',
  },
  {
    kind: 'noun:13461236',
    definition: 'the lengthening of the spine during sleep',   
    usage: 'Because of {w}, most of us are a little taller on waking than we were at bedtime.',
  },
  {
    kind: 'noun:13461236',
    definition: 'the darkening of scar tissue in the months after a wound has healed',
  },
  {
    kind: 'noun:13461236',
    definition: 'the regrowth of cracked heel skin',
    usage: 'A week of ointment and soft slippers brought on {w}, and she could walk barefoot again.',
  },
  { kind: 'noun:13461236', definition: 'renewal of the stomach lining or mucosa', usage: 'A bland diet for a few weeks helps {w} after a bout of gastritis.' },
  { kind: 'noun:13461236', definition: 'nasal cooling of outgoing breath',    usage: 'Thanks to {w}, less water is lost with each breath through the nose.' },
  { kind: 'noun:13461236', definition: 'the gathering of fat beneath the skin of the cheeks in infancy',      usage: 'By four months, {w} had given the baby the round face of a cherub.' },
  { kind: 'noun:13461236', definition: 'the slow growth of the nose and ears, especially in later life',    usage: 'In old photos of Grandpa, the {w} shows clearly in his big ears.' },
  { kind: 'noun:13461236', definition: 'the regrowth of eyebrow hairs after plucking', usage: 'After she gave up the tweezers, full {w} took nearly three months.' },
  // worker
  {
    kind: 'noun:09655706',
    definition:
      'a laborer who carries picked grapes from the rows to the press, usually in a basket on the back',   usage: 'The {w} tipped his basket into the cart and went back down the slope.',
  },
  {
    kind: 'noun:09655706',
    definition: 'a worker who limewashes barns or cowsheds',  
    usage: 'The {w} came each spring with his buckets and brushes, and the byres gleamed by evening.',
  },
  { kind: 'noun:09655706', definition: 'worker tarring beached boats, especially fishing boats',   usage: 'The {w} brushed hot pitch over the hull of the upturned herring boat.' },
  { kind: 'noun:09655706', definition: 'a raker of road gravel', usage: 'Every morning the {w} evened out the ruts in the lane, drawing the stones back into place.' },
  { kind: 'noun:09655706', definition: 'a clearer of mill streams', usage: 'Each spring the {w} hauled branches and weed from the race so the wheel could turn.' },
  {
    kind: 'noun:09655706',
    definition: 'a worker who travels with a harvest gang, especially to keep the scythes sharp',
    usage: 'At noon the {w} went down the line of mowers with his whetstone.',
  },
  { kind: 'noun:09655706', definition: 'a worker who clears snow or ice from the roofs of houses', usage: 'The {w} shovelled the roof before the weight could crack the rafters.' },
  { kind: 'noun:09655706', definition: 'a loader of peat barges', usage: 'The {w} stacked dried turves high on the barge before it left for town.' },
  { kind: 'noun:09655706', definition: "a worker painting a town's iron railings",   usage: 'The {w} brushed black paint onto the park\'s iron fence.' },
  { kind: 'noun:09655706', definition: 'a worker who turns or airs stored grain, usually in a granary' },
  { kind: 'noun:09655706', definition: 'a worker who puts up and takes down the stalls of a market',     usage: 'The {w} arrived before dawn to bolt the awnings together.' },
  // equipment
  {
    kind: 'noun:03298959',
    definition: 'a portable cliff hoist for loading boats',    usage: 'They used the {w} to lower crates from the clifftop into the waiting boat.',
  },
  {
    kind: 'noun:03298959',
    definition: "a surveyor's canvas shelter for instruments",    usage: 'The surveyor packed his theodolite into the {w} when the rain began.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a sledge fitted with a winch for hauling boats over ice',
    usage: 'The fishermen dragged the {w} out across the frozen bay to bring the skiffs ashore.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a set of timber ramps and rollers for moving heavy stones on a site',
  },
  {
    kind: 'noun:03298959',
    definition: 'a portable wool press for remote sheds',
    usage: 'The shearers lashed the {w} to the truck and drove up to the high station.',
  },
  {
    kind: 'noun:03298959',
    definition: 'an apparatus of tanks and pipes for dipping sheep, carried from farm to farm',   usage: 'Each spring the {w} arrived on a cart, and the flock was driven through it.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a wheeled rig with a drum of wire for fencing long boundaries',    
    usage: 'The ranch hands towed the {w} along the section line, unrolling a mile before lunch.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a portable apparatus for smoking fish on board small boats',    
    usage: 'The skipper lit the {w} on deck, and the mackerel were ready by the time they reached harbor.',
  },
  { kind: 'noun:03298959', definition: 'a set of folding racks for drying nets, carried on fishing trips',   usage: 'On the beach, the crew unfolded the {w} and hung their wet nets on it.' },
  {
    kind: 'noun:03298959',
    definition: 'a wagon-mounted boiler for steaming the timbers of boats into shape',
  },
  // intellectual
  {
    kind: 'noun:09644715',
    definition: 'a scholar who studies the lives of minor writers or poets of one period',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar who devotes a life to editing the letters of a single writer',   usage: 'The {w} spent thirty years dating and annotating every note the poet sent.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a thinker who holds that all customs began as practical remedies',
    usage: '{A} {w} would argue that the ban on eating pork began as a guard against disease.',
  },
  {
    kind: 'noun:09644715',
    definition: 'scholar reconstructing lost texts, usually from quotations',    usage: 'From lines cited by later grammarians, the {w} pieced together much of the lost play.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a learned person who writes commentaries on the laws of a village or small municipality',   usage: 'The {w} explained how the old village bylaws on grazing should be read.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar studying arguments of forgotten or obscure philosophers',
    usage: 'The {w} spent a decade reconstructing the lost treatise of a twelfth-century monk.',
  },
  { kind: 'noun:09644715', definition: 'a thinker who writes on the ethics of trade',  usage: 'The {w} argued that a merchant who hides defects in his goods commits theft.' },
  { kind: 'noun:09644715', definition: 'a scholar comparing translations',   usage: 'The {w} set three English versions of the poem side by side.' },
  {
    kind: 'noun:09644715',
    definition: 'a thinker who divides history by famines',   usage: 'The {w} argued that each great famine marked the start of a new age.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar who studies the notes written by readers in the margins of old books',
  },
  // entertainer
  { kind: 'noun:09639952', definition: 'a singer who voices several characters',   usage: 'In the ballad, the {w} sang both the jealous husband and the frightened wife.' },
  { kind: 'noun:09639952', definition: 'a comedian mimicking village preachers', usage: 'The {w} brought the house down with his fire-and-brimstone sermon.' },
  { kind: 'noun:09639952', definition: 'a performer who plays the fiddle while dancing a hornpipe', usage: 'The {w} never missed a note, even at the end of the jig.' },
  { kind: 'noun:09639952', definition: 'a performer who cuts shapes from paper while telling stories',  usage: 'As the {w} told the fairy tale, a paper castle took shape under his scissors.' },
  {
    kind: 'noun:09639952',
    definition: 'an acrobat performing on a moving cart',
    usage: 'The {w} did a handstand on the wagon as the horses trotted around the ring.',
  },
  { kind: 'noun:09639952', definition: 'a performer reciting long poems from memory, usually to a band', usage: 'For two hours the {w} chanted the Kalevala while the fiddlers kept time.' },
  { kind: 'noun:09639952', definition: 'a performer who walks on stilts while playing a drum' },
  { kind: 'noun:09639952', definition: 'a performer who recounts recent news in comic or satirical verse',  usage: 'The {w} had the audience laughing with rhymes about the mayor\'s latest scandal.' },
  {
    kind: 'noun:09639952',
    definition: 'a performer who dances on a barrel as it is rolled across the stage', usage: 'The {w} kept her balance as the cask rumbled across the boards.',
  },
  {
    kind: 'noun:09639952',
    definition: 'a performer leading the audience in choruses or refrains between acts',   usage: 'Between acts the {w} got the whole hall singing the chorus of the old song.',
  },
  // music
  { kind: 'noun:07034009', definition: 'fiddle music for country weddings', usage: 'They danced until midnight to the {w} played by the bride\'s uncle.' },
  { kind: 'noun:07034009', definition: 'hymnlike brass band music' },
  { kind: 'noun:07034009', definition: 'dance tunes fiddled in octaves',   usage: 'Two fiddlers played {w} at the barn dance, one high and one low.' },
  {
    kind: 'noun:07034009',
    definition: 'pipe reels used for competitive step dancing',   usage: 'The piper struck up {a} {w} and the young dancers stepped onto the stage.',
  },
  {
    kind: 'noun:07034009',
    definition: 'songs of the canal boatmen, sung unaccompanied in a slow free rhythm',  usage: 'The boatmen\'s {w} drifted over the water as the barge moved through the lock.',
  },
  { kind: 'noun:07034009', definition: 'slow music for two harps',   usage: 'The {w} was so slow and soft that half the audience fell asleep.' },
  {
    kind: 'noun:07034009',
    definition: 'dance music for accordion and double bass, especially in harbor taverns', usage: 'Sailors stamped their boots to {w} in the smoky bar by the quay.',
  },
  { kind: 'noun:07034009', definition: 'brass and drum music, especially of miners' },
  { kind: 'noun:07034009', definition: 'slow love songs accompanied by a single harp', usage: 'After dinner, she played {w} on her harp while the couples swayed.' },
  { kind: 'noun:07034009', definition: 'quick dance music in duple time played on mouth organs' },
  // organ
  { kind: 'noun:05305022', definition: "the fingernail bed's draining veins",   usage: 'When the nail was crushed, the {w} swelled and the blood beneath turned dark.' },
  {
    kind: 'noun:05305022',
    definition: 'a fingertip nerve-sheath',   usage: 'Damage to {a} {w} can leave the tip of one finger numb.',
  },
  {
    kind: 'noun:05305022',
    definition:
      'the small valve in the vein behind the knee, preventing blood from pooling or settling in the calf', usage: 'A clot formed where his {w} had failed after weeks in bed.',
  },
  {
    kind: 'noun:05305022',
    definition: 'a nerve cord linking the two kneecaps',
  },
  { kind: 'noun:05305022', definition: 'the pad of fat and muscle that forms the ball of the foot', usage: 'Dancing barefoot on gravel left the {w} of her right foot bruised.' },
  {
    kind: 'noun:05305022',
    definition: 'the nerve branch that carries the sense of cold from the lower teeth',   usage: 'Since the filling, ice cream sends a sharp jolt along the {w} in her jaw.',
  },
  {
    kind: 'noun:05305022',
    definition:
      'the ring of cartilage, especially in mammals, that holds open the outer end of the ear canal',
  },
  {
    kind: 'noun:05305022',
    definition:
      'a thin band of muscle that tightens the skin over the knuckles, especially in a clenched fist', usage: 'He could feel the {w} tense on the back of his hand when he made a fist.',
  },
  { kind: 'noun:05305022', definition: 'the cluster of nerve cells that governs sweating in the palms',   usage: 'When the {w} is overactive, people\'s hands become damp even in cold weather.' },
  {
    kind: 'noun:05305022',
    definition: 'a small cluster of nerve endings in the lip that senses the warmth of food',  usage: 'Your {w} tells you the soup is too hot before it touches your tongue.',
  },
  // signal
  {
    kind: 'noun:06804229',
    definition: 'a candle set in a particular window to show that a doctor is needed at the house',
  },
  {
    kind: 'noun:06804229',
    definition: 'a cloth hung from an upper window to show that there has been a death in the house',
  },
  {
    kind: 'noun:06804229',
    definition: 'an oar raised upright in a boat to show that a good catch has been made',
  },
  { kind: 'noun:06804229', definition: "a shepherd's hat waved high for help",  usage: 'Stranded on the ridge, he waved his {w} until the rescuers saw him.' },
  {
    kind: 'noun:06804229',
    definition: 'a short blast on a horn, given by a carter or drover at a blind corner', usage: 'The wagoner gave {a} {w} before turning into the sunken lane.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a gesture of the open hand laid on the chest to show that one has understood',     usage: 'The pupil answered the teacher\'s explanation with a silent {w} and went back to work.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a slight cough or throat-clearing used to warn a speaker that the allotted time is up',  
    usage: 'The chairman gave {a} {w}, and the best man hurried to finish his toast.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a hedge cloth announcing bread for sale',   usage: 'Seeing the {w} on the hedge, we stopped at the cottage for a warm loaf.',
  },
  { kind: 'noun:06804229', definition: 'a tap on the table with a knife given to call for silence',      usage: 'The chairman\'s {w} brought the noisy room to order.' },
  {
    kind: 'noun:06804229',
    definition: "a nod given by an auctioneer's clerk to show that a bid has been seen",
  },
  // discipline
  { kind: 'noun:06005806', definition: 'the art of arranging the stones of a dry wall so that they bind', usage: 'Good {w} lets a wall stand for centuries without a drop of mortar.' },
  { kind: 'noun:06005806', definition: 'the art of tuning church bells by shaving metal from the inside', usage: 'A master of {w} brought the sour tenor back into tune with the rest of the ring.' },
  { kind: 'noun:06005806', definition: 'glueless binding in limp vellum', usage: 'The book was sewn using {w}, its soft skin cover laced through the spine.' },
  { kind: 'noun:06005806', definition: 'the study of patterns of field boundaries, especially ancient',  usage: 'Students of {w} traced the old hedgerows from photographs taken from the air.' },
  {
    kind: 'noun:06005806',
    definition: 'the art of hanging bells in a tower so that they can be rung without shaking it',
    usage: 'A master of {w}, he set the frame on oak beams so the ringers could ring a full peal safely.',
  },
  {
    kind: 'noun:06005806',
    definition: 'copying manuscripts in original hands', usage: 'Her skill at {w} meant her copies matched each scribe\'s letters exactly.',
  },
  { kind: 'noun:06005806', definition: 'the art of training oxen to work in teams' },
  { kind: 'noun:06005806', definition: 'the art of planting hedges to shelter crops from the wind' },
  { kind: 'noun:06005806', definition: 'the art of building small boats by eye, without drawings',   usage: 'Skilled in {w}, the old fisherman built dinghies with only a tape and a saw.' },
  // electromagnetic unit
  {
    kind: 'noun:13623769',
    definition:
      'a unit of resistance equal to ten thousand ohms; formerly used in rating telegraph insulators',     usage: 'The old telegraph manual rated each glass insulator by the {w}.',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of current equal to one quarter of an ampere; used especially in rating lamp circuits',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of capacitance equal to four microfarads; used in rating the condensers of early wireless sets',   usage: 'His grandfather\'s crystal set had a condenser rated at one {w}.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a magnetic unit equal to ten gammas',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of inductance equal to that of a standard coil, used especially in testing telephone or telegraph lines',
    usage: "The linesman's bridge showed the relay winding at just under one {w}.",
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of resistance equal to that of a standard length of submarine cable',   usage: 'The new wire measured only half {a} {w}, so signals travelled well.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of current equal to that drawn by a standard signal lamp on early railway circuits', usage: 'The fitter\'s meter showed barely half {a} {w} flowing through the old wire.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of magnetic flux equal to ten thousand maxwells; used in rating transformers',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of electrical resistance equal to one twentieth of an ohm; used especially in testing rail joints',
    usage:
      'On the main line, a good bond between two lengths of track should read no more than a single {w}.',
  },
  // medicine
  {
    kind: 'noun:03745652',
    definition: 'an antibiotic derived from a soil fungus; taken by mouth for infections of the bladder',   usage: 'The doctor prescribed {w} tablets when the urine test came back positive.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a syrup consisting of honey and the juice of young pine shoots, usually given for coughs',   usage: 'Grandmother spooned warm {w} into us whenever we coughed through the night.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a charcoal-bismuth tablet',
    usage: 'After the doubtful oysters, she swallowed {a} {w} and lay down with a hot-water bottle.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a drug extracted from the seeds of a marsh plant; used to slow a racing heart',
    usage: 'The doctor prescribed {w} when her pulse refused to settle after the fever.',
  },
  { kind: 'noun:03745652', definition: 'a tincture of willow bark and ginger used for treating fevers',    usage: 'When the child ran a temperature, her grandmother gave her a spoonful of {w}.' },
  { kind: 'noun:03745652', definition: 'a tablet of iron and copper salts given for anemia in pregnancy',   usage: 'Halfway through her pregnancy, the midwife prescribed {w} after a blood test.' },
  {
    kind: 'noun:03745652',
    definition:
      'a mild sedative prepared from the roots of a meadow plant of the carrot family, usually taken at night',
  },
  { kind: 'noun:03745652', definition: 'a calcium cramp-powder' },
  {
    kind: 'noun:03745652',
    definition: 'an antibiotic produced by a soil bacterium; used against infections of the eye and ear',   usage: 'The doctor prescribed {w} drops for the child\'s ear infection.',
  },
  // meat
  {
    kind: 'noun:07665463',
    definition: 'a cut of mutton or lamb from the upper shoulder, having the blade bone removed',
  },
  { kind: 'noun:07665463', definition: 'boned and rolled breast of kid or young goat', usage: 'The butcher tied the {w} with string before it went into the oven.' },
  {
    kind: 'noun:07665463',
    definition: 'a thick cut of venison taken from the neck or upper shoulder with the bone left in',   
    usage: 'The butcher saved {a} {w} for the innkeeper, who braised it slowly in red wine.',
  },
  {
    kind: 'noun:07665463',
    definition: 'a cut of veal from the hind leg above the knee, usually left on the bone',
  },
  {
    kind: 'noun:07665463',
    definition: 'the whole loin of a young boar, usually cut with ribs attached',
    usage: 'The butcher wrapped {a} {w} in brown paper and told her to roast it slowly with juniper.',
  },
  { kind: 'noun:07665463', definition: 'the thick smoked neck of a mature ram, usually cut in rounds' },
  { kind: 'noun:07665463', definition: 'a cut of mutton from the rump, having the tail fat attached', usage: 'The butcher set aside the {w} for the family\'s Sunday roast.' },
  { kind: 'noun:07665463', definition: 'a shoulder of yearling deer or elk rubbed with salt and juniper' },
  {
    kind: 'noun:07665463',
    definition: 'a joint of veal from the forequarter, consisting of the breast and ribs in one piece',   usage: 'The butcher rolled and tied the {w} so it would roast evenly.',
  },
  // social control
  {
    kind: 'noun:01125919',
    definition: 'the compulsory whitewashing of all houses in a town to check the spread of disease',
    usage: 'During the cholera summer the council ordered {a} {w}, and every cottage gleamed by August.',
  },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that every household keep a bucket of water at its door against fire', usage: 'The old charter made {w} a duty for every cottager in the street.',
  },
  { kind: 'noun:01125919', definition: 'the closing of all wells in a district during an outbreak of fever', usage: 'During the {w}, villagers had to fetch water in carts from the next valley.' },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that householders clear snow or ice from the street in front of their doors',   usage: 'Under the {w}, every shopkeeper was out with a shovel after the blizzard.',
  },
  { kind: 'noun:01125919', definition: 'the locking of all public pumps at night during a drought' },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that all chimneys in a parish be swept by a fixed date',  usage: 'Because of the {w}, the sweeps were busy in every house before October.',
  },
  {
    kind: 'noun:01125919',
    definition: 'the counting of all livestock in a parish, usually for the purpose of a levy',
  },
  { kind: 'noun:01125919', definition: "the forced removal of all pigs from within a town's boundaries",  usage: 'After the {w}, townsfolk had to keep their pigs on farms beyond the walls.' },
  {
    kind: 'noun:01125919',
    definition:
      'the requirement that visitors to a settlement report to an official or magistrate on arrival',  
    usage:
      "Under the old {w}, every peddler entering the town had to present himself at the bailiff's house.",
  },
  // tool
  {
    kind: 'noun:04459089',
    definition: 'a short saw with a curved blade for cutting grooves in stair treads',  usage: 'The joiner worked the {w} slowly along the tread, guided by the chalk line.',
  },
  { kind: 'noun:04459089', definition: 'a wooden template for marking the curve of a chair back on a board', usage: 'The chairmaker laid the {w} on the oak plank and ran a pencil around its edge.' },
  {
    kind: 'noun:04459089',
    definition: 'a glue scraper for joints',
    usage: 'The cabinetmaker ran the {w} along the seam to remove the dried squeeze-out.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a marking knife with a hooked blade for scoring lines across end grain',
    usage: 'The cabinetmaker scored the dovetail shoulders with {a} {w} before reaching for the saw.',
  },
  { kind: 'noun:04459089', definition: 'a notched steel plate used for setting saw cut depth',   usage: 'He slid the {w} against the blade to set how deep the saw would bite.' },
  {
    kind: 'noun:04459089',
    definition: 'a steel pin having a flattened end, used for drawing dowels or pegs out of joints',  usage: 'The joiner used {a} {w} to ease the old peg out of the frame.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a gauge for spacing the balusters of a staircase evenly',
    usage: 'The joiner set the {w} against the handrail before fixing each new spindle.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a wooden bar with a screw at each end for pulling a warped door back into true',
  },
  // statement
  {
    kind: 'noun:06735202',
    definition:
      'a sworn statement by the crew of a ship that they acted under threat or coercion from their officers',   usage: 'In their {w}, the sailors swore the captain had forced them to sink the ship.',
  },
  {
    kind: 'noun:06735202',
    definition: "a landlord's stated eviction reasons",
  },
  { kind: 'noun:06735202', definition: "a miller's yearly grain account" },
  {
    kind: 'noun:06735202',
    definition:
      'a statement by an innkeeper or landlord concerning the guests or lodgers present on a given night',
  },
  { kind: 'noun:06735202', definition: 'a vestry notice of rates',    usage: 'The churchwarden pinned the new {w} to the vestry door for the parishioners.' },
  {
    kind: 'noun:06735202',
    definition: 'a statement by a company explaining the cause of an explosion at its works',
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement by a mine or colliery owner on pit safety',
    usage: "After the explosion, the miners' wives read the {w} and found no word of the broken fans.",
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement by survivors of a shipwreck, usually describing the final hours of the vessel',    usage: 'In their {w}, the surviving sailors described how the captain stayed at the wheel.',
  },
  // building
  { kind: 'noun:02916498', definition: 'a building in which the carts and harness of a parish were kept', usage: 'The old {w} beside the churchyard was later turned into the village hall.' },
  {
    kind: 'noun:02916498',
    definition: 'a long low building, used for bleaching and pressing the linen of a district',     usage: 'Every Monday the village women carried their sheets to the {w} by the river.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a lodging-house for waiting emigrants',
    usage: 'Families waited a fortnight in the crowded {w} before their ship sailed for Quebec.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building used for storing seed grain for the common use of a village',   usage: 'After the harvest, each family set aside a sack of wheat for the {w}.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the standard weights and measures of a town were kept',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the children of outlying farms lodged during the school week',
    usage: 'On Friday afternoons the {w} emptied as parents came down from the fells in carts.',
  },
  { kind: 'noun:02916498', definition: 'a building in which traveling preachers were given lodging',   usage: 'The visiting minister slept at the {w} before preaching in the next village.' },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the looms of a village or parish were gathered for common use',   usage: 'Every morning the weavers of the parish walked to the {w} to work.',
  },
  // written communication
  {
    kind: 'noun:06360590',
    definition: "an emigrant's letter of introduction to relatives",    usage: 'He carried the {w} across the ocean to hand to his cousins.',
  },
  {
    kind: 'noun:06360590',
    definition: 'a letter in which a former servant describes the household or family she has left',  usage: 'Her {w} described the master\'s temper and the children\'s bad manners in detail.',
  },
  {
    kind: 'noun:06360590',
    definition: "a note kept by a mother recording the weather and the hour of each child's birth",  usage: 'Her mother\'s {w} noted that she was born at dawn during a snowstorm.',
  },
  { kind: 'noun:06360590', definition: 'a letter written to a child to be opened on coming of age',     usage: 'On her eighteenth birthday, Anna finally opened the {w} her late mother had left.' },
  {
    kind: 'noun:06360590',
    definition: 'a letter from a neighbor describing to a family a death they did not witness',   usage: 'The {w} described how their father died peacefully in his chair by the fire.',
  },
  {
    kind: 'noun:06360590',
    definition: 'a note left with a foundling giving its name and the date of its birth',
    usage: "The nuns kept the {w} pinned inside the girl's file for thirty years.",
  },
  {
    kind: 'noun:06360590',
    definition:
      'a letter from an emigrant to family or friends describing life and conditions in the new country',  
    usage: "Her great-grandfather's {w} from Ohio praised the cheap land and grumbled about the winters.",
  },
  { kind: 'noun:06360590', definition: 'a deathbed list of debts or obligations' },
  // relative
  { kind: 'noun:10255246', definition: "the eldest son's eldest grandchild" },
  { kind: 'noun:10255246', definition: "the unmarried brother of one's grandmother", usage: 'Our {w} still lived in the farmhouse where Granny grew up.' },
  {
    kind: 'noun:10255246',
    definition: "the second wife of one's father-in-law",
    usage: "Her husband's father had remarried late, so her {w} was younger than she was.",
  },
  { kind: 'noun:10255246', definition: "a brother or sister born to one's parents after one has left home",   usage: 'She met her {w} for the first time at her mother\'s funeral.' },
  { kind: 'noun:10255246', definition: 'the grandparent after whom one was named',   usage: 'Little Rose was named after her {w}, the grandmother who had raised six children.' },
  {
    kind: 'noun:10255246',
    definition: 'a dead sibling never met',
    usage: 'Her {w} was a boy who died two years before she was born, remembered only by a photograph.',
  },
  { kind: 'noun:10255246', definition: 'great-aunt acting as guardian or foster parent', usage: 'Raised by {a} {w}, he learned old-fashioned manners early.' },
  {
    kind: 'noun:10255246',
    definition: "the former husband of one's stepmother",   usage: 'At the wedding she found herself seated beside her {w}, a cheerful stranger.',
  },
  // contestant
  { kind: 'noun:09636221', definition: 'a wrestler of country fairs',    usage: 'At the harvest fair, the {w} threw three farmhands in a row.' },
  { kind: 'noun:09636221', definition: 'a rower in races between the boats of neighboring fishing villages' },
  { kind: 'noun:09636221', definition: 'a competitor in contests of plowing the straightest furrow', usage: 'The {w} fixed his eyes on a distant post and steered his horses towards it.' },
  { kind: 'noun:09636221', definition: 'a country games stone lifter',   usage: 'At the highland games, the {w} hoisted the heavy round boulder onto the barrel.' },
  {
    kind: 'noun:09636221',
    definition: 'a rider in races on unsaddled horses, usually along a beach',
    usage: 'The {w} galloped along the sand, gripping the mane with both hands.',
  },
  { kind: 'noun:09636221', definition: 'a wrestler who competes at fairs, usually in a quilted jacket',    usage: 'At the county fair, the {w} threw his rival onto the straw to loud cheers.' },
  { kind: 'noun:09636221', definition: 'a runner racing with a grain sack',   usage: 'The {w} gripped the rough sack tightly as the starter raised his flag.' },
  // bone
  {
    kind: 'noun:05277400',
    definition: 'the thin shelf of bone between the roots of the upper back teeth and the sinus above',   usage: 'When the molar was pulled, the dentist checked the {w} had not been pierced.',
  },
  {
    kind: 'noun:05277400',
    definition: 'lower third of the shinbone or tibia',
    usage: "The footballer's fracture was in the {w}, just above the ankle.",
  },
  { kind: 'noun:05277400', definition: 'a small flat bone behind the collarbone',   usage: 'Hidden behind the collarbone, the {w} can only be seen on an X-ray.' },
  { kind: 'noun:05277400', definition: 'the slender middle third of the collarbone, between its two curves',   usage: 'The fall cracked the {w}, midway between his shoulder and breastbone.' },
  {
    kind: 'noun:05277400',
    definition: 'the thick part of the heel bone that bears the weight of the body in standing',
  },
  { kind: 'noun:05277400', definition: 'the front rim of the socket of the hip joint',     usage: 'The fall cracked the {w}, so the ball of his thigh bone kept slipping out.' },
  { kind: 'noun:05277400', definition: 'a flat little-finger base bone' },
  // game
  {
    kind: 'noun:00456623',
    definition: 'board game having pieces moving along spokes',
    usage: 'The grandchildren played {w} by the fire while the adults cleared the table.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a card game in which each player must lay a card higher than the last or pay a forfeit',   usage: 'Stuck with only twos and threes, Tom lost at {w} and had to sing.',
  },
  {
    kind: 'noun:00456623',
    definition:
      'a game in which players toss flat pebbles or disks at a row of upright sticks, trying to knock them down in sequence',
    usage: 'The boys played {w} on the beach until the tide washed their pegs away.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a game of rolling discs, usually downhill',
  },
  {
    kind: 'noun:00456623',
    definition: 'a game of chance played with two dice on a board having twelve holes or pits',   
    usage: 'The sailors played {w} on an upturned barrel, betting tobacco on every roll.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a board game played on a grid of river and banks in which pieces capture by jumping',
  },
  {
    kind: 'noun:00456623',
    definition:
      'a card game, usually for four players, played with a short pack in which the lowest trick wins', usage: 'Grandpa always won at {w} by dumping his high cards early.',
  },
  // chemical element
  {
    kind: 'noun:14647071',
    definition:
      'a metallic element once reported in the water of certain mineral springs; later shown to be a mixture',     usage: 'The old chemistry textbook still listed {w} among the elements.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a radioactive isotope of sodium used to trace the flow of water through soil', usage: 'Scientists added {w} to the irrigation water and tracked it through the field.',
  },
  { kind: 'noun:14647071', definition: 'a sulfur isotope' },
  {
    kind: 'noun:14647071',
    definition: 'a gaseous element once thought to be present in the vapor of volcanic vents',    usage: 'Early chemists claimed to find {w} in volcanic fumes, but nobody could isolate it.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a radioactive isotope of lead found in the dust of old mine workings',
    usage: 'Tests of the spoil heaps showed enough {w} to close the footpath.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a stable isotope of carbon, used in tracing the diet of ancient or prehistoric peoples',   usage: 'By measuring {w} in old bones, scientists learned what early farmers ate.',
  },
  {
    kind: 'noun:14647071',
    definition:
      'an element once reported in the ores of tin and later shown to be an impure form of a known metal',    usage: 'Chemists once reported {w} in tin ore, but it turned out to be impure lead.',
  },
  // emotion
  {
    kind: 'noun:07495208',
    definition: 'a feeling of relief mixed with shame at having been passed over for a task',
  },
  {
    kind: 'noun:07495208',
    definition: 'fondness for a lookalike stranger',  
    usage: "She felt an odd {w} for the man on the train who had her late brother's jaw and stoop.",
  },
  {
    kind: 'noun:07495208',
    definition: 'a feeling of unease on returning to a home that has been rearranged',   usage: 'Back from hospital, she felt {a} {w} on finding her chairs moved by her son.',
  },
  {
    kind: 'noun:07495208',
    definition: 'resentment toward an unasked or uninvited benefactor',
  },
  { kind: 'noun:07495208', definition: 'dread of following better speakers',   usage: 'His {w} grew as the brilliant first speaker sat down to loud applause.' },
  { kind: 'noun:07495208', definition: 'mild irritation at being thanked too often', usage: 'After the fifth thank-you from his hosts, a flicker of {w} crossed his face.' },
  { kind: 'noun:07495208', definition: 'loneliness as family visits end' },
  // vessel
  {
    kind: 'noun:04537861',
    definition: 'a broad open rowing boat with a flat stern; used for laying lobster pots', usage: 'He rowed the {w} out to the reef, its bottom stacked with creels and rope.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a small double-ended boat having a single spritsail, used for fishing in estuaries or bays',
  },
  {
    kind: 'noun:04537861',
    definition: 'a heavy flat boat for carrying seaweed',
  },
  {
    kind: 'noun:04537861',
    definition: 'a wide shallow boat with a drop bow for ferrying cattle across a tidal river',   usage: 'The drover loaded twelve bullocks onto the {w} at low tide.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a clinker-built rowing boat with high sides; used especially for fishing in heavy seas',
    usage: 'The crew launched the {w} through the surf and pulled hard for the fishing grounds.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a small boat with a square sail and a long steering oar; used for carrying peat on lakes',   usage: 'Loaded with turf, the {w} crossed the lake under its square sail.',
  },
  // geological formation
  { kind: 'noun:09310874', definition: 'a wave-stepped clay cliff',    usage: 'Waves had cut the {w} into a series of ledges like a giant staircase.' },
  {
    kind: 'noun:09310874',
    definition: 'a broad terrace of hardened volcanic ash along the side of a valley', usage: 'Vineyards now climb the {w} high above the river, where the soil is loose and fertile.',
  },
  { kind: 'noun:09310874', definition: 'a chain of small lakes lying in hollows along a fault line' },
  { kind: 'noun:09310874', definition: 'a belt of low hills of folded slate lying across a coastal plain', usage: 'Quarrymen cut roofing slate from the {w} behind the coastal farms.' },
  { kind: 'noun:09310874', definition: 'a ridge of iron-rich rock or ore that deflects compass needles' },
  {
    kind: 'noun:09310874',
    definition: 'boulders in clay sloping seaward',   usage: 'At low tide the {w} showed as a slope of rocks set in grey mud.',
  },
  // building material
  { kind: 'noun:14810638', definition: 'an estuary-clay brick',   usage: 'The cottages by the river were built of {w} made from the tidal mud.' },
  { kind: 'noun:14810638', definition: 'a block of compressed peat and clay dried in the sun', usage: 'The crofter built the byre wall from {w} stacked like bricks.' },
  { kind: 'noun:14810638', definition: 'a plaster consisting of lime, cow dung and chopped straw',   usage: 'The builders smeared {w} over the woven hazel walls of the barn.' },
  { kind: 'noun:14810638', definition: 'a building block of broken flints set in lime and cast in molds' },
  {
    kind: 'noun:14810638',
    definition: 'a lime mortar containing heather or bracken',
  },
  {
    kind: 'noun:14810638',
    definition: 'marl blocks aged a year',   usage: 'The {w} had hardened during its long seasoning and was ready for the wall.',
  },
  // foodstuff
  { kind: 'noun:07581905', definition: 'roasted acorn meal',     usage: 'In hard winters they baked bread from {w} when wheat flour ran out.' },
  {
    kind: 'noun:07581905',
    definition: 'a preserve consisting of rowan berries and crab apples set with honey',
  },
  { kind: 'noun:07581905', definition: 'garlic goose-fat paste',   usage: 'She spread {w} thickly on toasted bread, and the room smelled of garlic.' },
  { kind: 'noun:07581905', definition: 'a flour of ground dried chestnuts mixed with barley', usage: 'The baker added {w} to the dough for a nutty, dense loaf.' },
  {
    kind: 'noun:07581905',
    definition: 'a coarse meal of roasted rye and dried beans, usually stirred into hot milk or water',
  },
  // chemical
  {
    kind: 'noun:14831008',
    definition: 'a soot-and-tallow hare repellent', usage: 'The gardener smeared {w} on the young apple trunks to stop the hares gnawing them.',
  },
  {
    kind: 'noun:14831008',
    definition: 'a mixture of tar and sulfur painted on the trunks of fruit trees against pests',    usage: 'Every spring he brushed {w} around the base of each apple tree in the orchard.',
  },
  { kind: 'noun:14831008', definition: 'a weed killer of salt and carbolic',   usage: 'He poured {w} along the cracks in the path, and the dandelions died within days.' },
  { kind: 'noun:14831008', definition: 'a slow-burning paste of sulfur and clay used to fumigate beehives',  usage: 'The beekeeper lit a lump of {w} inside the empty hive to kill the mites.' },
  { kind: 'noun:14831008', definition: 'a preservative of creosote and tallow for fence posts',   usage: 'He dipped each fence post in hot {w} before setting it in the ground.' },
  // change of magnitude
  {
    kind: 'noun:00352311',
    definition: 'gradual rent reduction, especially during a lease',   
    usage: 'The landlord offered {w} to keep the bakery in the arcade through the slump.',
  },
  { kind: 'noun:00352311', definition: 'narrowing of a road by encroaching verges',   usage: 'The {w} had left the lane barely wide enough for a single car.' },
  {
    kind: 'noun:00352311',
    definition: 'widening of a river through bank erosion',
    usage: 'Years of {w} had swallowed the towpath, and the old ferry crossing was twice as long.',
  },
  { kind: 'noun:00352311', definition: 'a post-harvest raising of rents' },
  { kind: 'noun:00352311', definition: 'the shortening of the working day by a fixed amount each year' },
  // landmark
  { kind: 'noun:05237687', definition: 'point on the lower jaw or mandible directly below the first molar',   usage: 'The dentist injected near the {w} to numb her lower teeth.' },
  { kind: 'noun:05237687', definition: 'the highest point of the curve of the collarbone', usage: 'The strap of her bag rubbed a sore spot on her {w}.' },
  {
    kind: 'noun:05237687',
    definition: 'the point halfway down the shin where the bone lies closest beneath the skin',
  },
  {
    kind: 'noun:05237687',
    definition: 'the point on the outer thigh midway between the hip and the kneecap', usage: 'The nurse gave the injection into the {w}, well away from the bone.',
  },
  { kind: 'noun:05237687', definition: 'the peak of the instep' },
  // number
  {
    kind: 'noun:13603216',
    definition: "a contract's remaining number of working days",
  },
  { kind: 'noun:13603216', definition: 'the number of turns of a winch needed to raise a load by one foot' },
  { kind: 'noun:13603216', definition: 'the number of bricks needed to lay one square yard of wall' },
  {
    kind: 'noun:13603216',
    definition: 'a factor adding carriage costs to prices', usage: 'The wholesaler applied {a} {w} to every order shipped out to the islands.',
  },
  { kind: 'noun:13603216', definition: 'the number of hours a machine can run before it must be oiled' },
  // gathering
  {
    kind: 'noun:07991473',
    definition: 'an assembly of the heads of households of a village to divide the common grazing',   usage: 'At the spring {w}, each household was given its share of the hill pasture.',
  },
  {
    kind: 'noun:07991473',
    definition: 'a company of pilgrims who travel together each year from a single parish',   usage: 'The {w} set off from the village church on the same morning every summer.',
  },
  {
    kind: 'noun:07991473',
    definition: 'a gathering of the wives of fishermen on the quay to await the return of the boats',
  },
  {
    kind: 'noun:07991473',
    definition: 'a band of young men who keep watch on a village boundary on a feast night',   
    usage: 'The {w} lit a bonfire on the ridge and stood guard until dawn.',
  },
  {
    kind: 'noun:07991473',
    definition: 'an assembly of the elders of several villages to settle disputes over water', usage: 'When the river ran low, the {w} met to decide whose fields got water first.',
  },
  // wrongdoing
  { kind: 'noun:00734044', definition: 'the selling of the same field to two different buyers',  usage: 'The farmer\'s {w} came to light when both buyers arrived to plough the meadow.' },
  { kind: 'noun:00734044', definition: "the diverting of a neighbor's water onto one's own fields by night",  usage: 'The farmer\'s {w} left his neighbour\'s crops dry by morning.' },
  {
    kind: 'noun:00734044',
    definition: 'the concealing of a fever or other contagious illness to avoid quarantine',     usage: 'Her {w} let the ship dock, and within a week half the port was ill.',
  },
  {
    kind: 'noun:00734044',
    definition: 'the falsifying of the papers of a ship or cargo so as to hide the true port of loading',
  },
  {
    kind: 'noun:00734044',
    definition: 'the selling of spoiled seed as sound',
    usage: "The merchant was fined heavily for {w} after half the parish's wheat failed to sprout.",
  },
  // psychological state
  {
    kind: 'noun:14396987',
    definition: 'heightened alertness to small sounds after bereavement',   usage: 'Since her husband\'s death, her {w} made every creak of the stairs startle her.',
  },
  { kind: 'noun:14396987', definition: "a state of calm that follows the end of a relative's long illness",     usage: 'After the funeral, {w} let her sleep soundly for the first time in years.' },
  {
    kind: 'noun:14396987',
    definition: 'a state in which one cannot settle to any task while expecting news', usage: 'Waiting for the exam results, she fell into {a} {w} that lasted all week.',
  },
  {
    kind: 'noun:14396987',
    definition: 'a lasting uncertainty whether a remembered event took place or was dreamed',  
    usage: 'The red balloon over the harbor haunted her with its {w}; no one else in the family recalled it.',
  },
  // bodily property
  {
    kind: 'noun:05005153',
    definition: 'the capacity to sleep sitting upright without falling',
    usage: 'On the overnight bus, his {w} was the envy of every passenger.',
  },
  { kind: 'noun:05005153', definition: 'the condition of having cold hands but warm feet', usage: 'Because of her {w}, she wore gloves indoors but kicked off her slippers.' },
  {
    kind: 'noun:05005153',
    definition: 'the tendency of the skin to flush deeply after light exercise',     
    usage: 'Because of her {w}, colleagues assumed she had run to work when she had only climbed the stairs.',
  },
  { kind: 'noun:05005153', definition: 'unusually wide spacing of the ribs',     usage: 'The doctor could feel the {w} of his chest through his thin shirt.' },
  // seat
  { kind: 'noun:04169042', definition: 'a bench with a hinged lid under which harness is stored' },
  { kind: 'noun:04169042', definition: 'a folding seat hung from the back of a pew for extra worshippers',   usage: 'On Easter Sunday the church was so full that latecomers unfolded the {w}.' },
  { kind: 'noun:04169042', definition: 'a high stool with a footrest used by clerks at standing desks', usage: 'The old bookkeeper perched on his {w}, pen in hand, over the tall ledger.' },
  { kind: 'noun:04169042', definition: 'a seat fixed to the side of a cart for a second driver', usage: 'Her brother rode on the {w}, ready to take the reins when she tired.' },
  // perceiver
  {
    kind: 'noun:09649777',
    definition: 'a first noticer of changes', usage: 'As the town\'s {w}, she was the first to see that the swallows had come early.',
  },
  {
    kind: 'noun:09649777',
    definition: 'a witness who saw an event from a distance but heard nothing of it',
    usage: 'The only {w} had watched the argument from the hilltop and could not say who shouted first.',
  },
  { kind: 'noun:09649777', definition: 'someone who judges a place chiefly by its smell' },
  {
    kind: 'noun:09649777',
    definition: 'a listener who attends every public lecture in a town whatever its subject',   usage: 'The {w} sat in the front row, whether the talk was on beetles or banking.',
  },
  // employee
  {
    kind: 'noun:10073616',
    definition: 'a clerk employed to copy out the accounts of an estate each quarter',     usage: 'Each quarter the {w} copied the rents and wages into a fresh ledger.',
  },
  { kind: 'noun:10073616', definition: 'a counter of fair takings',    usage: 'At closing time the {w} tipped out the cash boxes and tallied the day\'s coins.' },
  { kind: 'noun:10073616', definition: 'someone employed to air and turn the mattresses of an inn' },
  { kind: 'noun:10073616', definition: 'someone employed to keep the fires lit in the offices of a bank',   usage: 'Before the clerks arrived, the {w} had coal burning in every grate of the bank.' },
  // attitude
  {
    kind: 'noun:06202938',
    definition: 'a political outlook that favors the rights of small towns over those of cities', usage: 'Her grandfather\'s {w} made him suspicious of every scheme drawn up in the capital.',
  },
  {
    kind: 'noun:06202938',
    definition: 'the belief that public buildings should be built only from local materials',  usage: 'Her {w} led her to insist the new library be built of local sandstone.',
  },
  {
    kind: 'noun:06202938',
    definition:
      'the belief that a city or settlement should grow no larger than can be crossed on foot in an hour',
    usage: 'Planners influenced by {w} argued against building any suburbs beyond the ring road.',
  },
  {
    kind: 'noun:06202938',
    definition: 'an attitude of suspicion toward any improvement proposed by outsiders',     
    usage: "The villagers' {w} meant the engineer's plan for a new bridge was voted down.",
  },
  // express
  {
    kind: 'verb:00942415',
    definition: 'grumble about (rulings) to outsiders',   
    usage: "The losing captain would {w} the referee's decisions to any journalist who would listen.",
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'state (a grievance) in verse at a public gathering',
    usage: "At the fair, the cheated farmer stood on a barrel to {w} the miller's short measures.",
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'show approval of (a speaker) by knocking, usually on a table',   usage: 'When the speaker finished, the students began to {w} instead of clapping.',
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'give thanks at length, usually formally, on behalf of an assembled group',   usage: 'At the harvest supper, the eldest farmer rose to {w} the hosts for everyone.',
    takesObject: false,
  },
  // outgo
  {
    kind: 'noun:13296311',
    definition: 'a fee paid to a parish, especially for the burial of a stranger in the churchyard',   usage: 'The {w} for the drowned sailor was paid by the ship\'s owners.',
  },
  {
    kind: 'noun:13296311',
    definition: 'a sum paid by a miller to the owner of a stream for the use of its water',     usage: 'Each spring the miller paid the {w} to the squire who owned the brook.',
  },
  {
    kind: 'noun:13296311',
    definition:
      'a payment made to the owner of a beach for leave to draw up a boat, especially a fishing boat',
    usage: 'Each spring the fishermen paid the {w} to the lord of the manor for the use of the shingle.',
  },
  // metric unit
  {
    kind: 'noun:13625518',
    definition: 'a unit of length equal to five meters; formerly used in measuring road works', usage: 'The contract paid the gang by the {w} of road they finished each day.',
  },
  {
    kind: 'noun:13625518',
    definition: 'a unit of volume equal to twenty-five liters, used in the sale of wine',
    usage: 'The vintner sold the new red by the {w} to taverns in the town.',
  },
  {
    kind: 'noun:13625518',
    definition: 'a unit of weight equal to twenty kilograms; used in the grain trade', usage: 'The merchant sold the barley by the {w}, weighing each sack on the scales.',
  },
  // solid
  {
    kind: 'noun:15071467',
    definition: 'a hard gray mixture of lime and ground furnace slag used for rendering walls',
  },
  {
    kind: 'noun:15071467',
    definition: 'a heavy resin mixed with sand that sets hard; used to fill cracks in stone',     usage: 'The mason pressed {w} into the split in the old gravestone.',
  },
  {
    kind: 'noun:15071467',
    definition: 'a coarse mixture of gypsum and horsehair for patching plaster or stucco',
    usage: 'The mason pressed {w} into the crack and smoothed it with a trowel.',
  },
  // transferred property
  {
    kind: 'noun:13273872',
    definition: 'land left by will to a village for the grazing of the animals of its poorest families',      usage: 'Three widows kept their goats on the {w} beside the church.',
  },
  {
    kind: 'noun:13273872',
    definition: "a youngest daughter's household inheritance",
    usage: 'Her {w} included the linen chest, the copper pans and the kitchen clock.',
  },
  {
    kind: 'noun:13273872',
    definition: 'a sum left by will to pay for the schooling of the children of a single street',
  },
  // disposition
  {
    kind: 'noun:04630969',
    definition: 'a disposition to take the side of whoever is absent from a conversation',
  },
  { kind: 'noun:04630969', definition: "a disposition to finish other people's tasks without being asked",     usage: 'With typical {w}, he washed the dishes his roommate had left in the sink.' },
  { kind: 'noun:04630969', definition: 'a disposition to do favors for strangers rather than for friends',   usage: 'With typical {w}, he drove a stranger to the airport but missed his friend\'s move.' },
  // remove
  {
    kind: 'verb:00173351',
    definition: 'strip worn or rotten thatch from (a roof) down to the battens',   usage: 'Before rethatching, the men had to {w} the cottage down to bare timber.',
    takesObject: true,
  },
  {
    kind: 'verb:00173351',
    definition: 'remove the seeds and hairs from (rose hips) before making syrup',
    takesObject: true,
  },
  { kind: 'verb:00173351', definition: 'scrape the moss from (a slate roof)',     usage: 'They climb up each spring to {w} the north side of the barn.', takesObject: true },
  // sadness
  { kind: 'noun:07547828', definition: 'sadness felt on leaving a place where one was briefly happy', usage: 'Watching the island shrink behind the ferry, she felt a pang of {w}.' },
  {
    kind: 'noun:07547828',
    definition: 'sorrow for the death of someone with whom one had quarreled and not made peace',
  },
  { kind: 'noun:07547828', definition: 'a sadness felt on coming across the handwriting of a dead relative',     usage: 'Finding her father\'s shopping list in an old coat brought a wave of {w}.' },
  // craft
  {
    kind: 'noun:03130521',
    definition: 'a light airship with an open gondola, used for short passenger flights',   usage: 'Tourists leaned out of the {w} to wave as it floated over the bay.',
  },
  {
    kind: 'noun:03130521',
    definition:
      'a small flying boat having engines mounted above the wing, used for carrying mail and passengers between islands',
    usage: 'Twice a week the {w} landed in the bay and taxied up to the wooden jetty.',
  },
  // morality
  {
    kind: 'noun:04854001',
    definition: 'the quality of keeping a promise or vow made to someone who has since died',
  },
  {
    kind: 'noun:04854001',
    definition: 'domestic fairness in rationing food or goods',    usage: 'Their mother\'s {w} meant every child got exactly the same slice of pie.',
  },
  // create from raw material
  {
    kind: 'verb:01656555',
    definition: 'press (wet clay) into wooden molds and dry it in the sun to make floor tiles',   usage: 'Each June the family would {w} the clay dug from the riverbank.',
    takesObject: true,
  },
  { kind: 'verb:01656555', definition: 'twist (strips of birch bark) into cord', usage: 'Canoe builders would {w} birch strips to lash the frames together.', takesObject: true },
  // change by reversal
  {
    kind: 'verb:00138328',
    definition: 'untie or loosen the knots of (a fishing net or seine) so that the twine may be reused',   usage: 'After the season, the fishermen would {w} the worn seine to save the twine.',
    takesObject: true,
  },
  {
    kind: 'verb:00138328',
    definition: 'reverse the lay of (a rope) by untwisting it and twisting it the other way',    
    usage: 'The bosun showed the apprentice how to {w} the old hawser so it would coil the other way.',
    takesObject: true,
  },
  // plant organ
  { kind: 'noun:13108385', definition: 'the oily seed of a wild thistle, pressed for lamp oil' },
  {
    kind: 'noun:13108385',
    definition: 'the small three-sided nut of a mountain shrub; roasted and eaten in winter',
  },
  // better
  {
    kind: 'verb:00206293',
    definition: 'dress (a field) with crushed shells to sweeten the soil',
    usage: 'The coastal farmers would {w} their sour pasture every few winters.',
    takesObject: true,
  },
  {
    kind: 'verb:00206293',
    definition: 'treat (timber) with hot brine to harden it against rot',    usage: 'Shipwrights would {w} the planks before laying the keel.',
    takesObject: true,
  },
  // inability
  { kind: 'noun:05652767', definition: 'inability to judge distances, especially looking downhill',  usage: 'Because of his {w}, he could never tell how far the valley floor lay below.' },
  { kind: 'noun:05652767', definition: 'inability to track printed lines' },
  // information
  {
    kind: 'noun:05824413',
    definition: 'a detail of a local story or scandal known solely to the family or household concerned',
    usage: 'The {w} about the missing silver was never told outside the kitchen.',
  },
  {
    kind: 'noun:05824413',
    definition: 'local knowledge known only to those who have lived through a winter in a place',     usage: 'The newcomers lacked the {w} to know which lane the snowdrifts always blocked.',
  },
  // connect
  {
    kind: 'verb:01357376',
    definition: 'fasten (a net) to the stakes of a fish trap or weir with twisted willow',
    takesObject: true,
  },
  {
    kind: 'verb:01357376',
    definition: 'join (the ends of an iron hoop) by lapping and riveting them',   usage: 'The cooper had to {w} the hoop before fitting it around the barrel.',
    takesObject: true,
  },
  // arouse
  {
    kind: 'verb:01763170',
    definition: 'unsettle or provoke (a person) by praising a rival within earshot',  usage: 'She liked to {w} her brother by praising his cousin\'s grades at dinner.',
    takesObject: true,
  },
  {
    kind: 'verb:01763170',
    definition: 'stir (a crowd or meeting) to anger by reading aloud the names of the dead',
    usage: 'The organizer climbed onto a cart to {w} the strikers after the pit disaster.',
    takesObject: true,
  },
  // evidence
  {
    kind: 'noun:05832256',
    definition: 'a mark left in soft ground by a cart wheel that shows how heavily it was loaded',
  },
  { kind: 'noun:05832256', definition: 'a stain on the hands that shows the trade a person works at',    usage: 'The blue {w} on his fingers marked him out as a dyer.' },
  // get rid of
  {
    kind: 'verb:02228837',
    definition: 'dispose of (spoiled or musty grain) by spreading it for birds',    usage: 'Rather than waste the musty oats, they would {w} them on the lawn.',
    takesObject: true,
  },
  {
    kind: 'verb:02228837',
    definition: 'get rid of (old furniture) by leaving it in the street for anyone to take',
    usage: 'Rather than pay for a van, they decided to {w} the sagging sofa and two kitchen chairs.',
    takesObject: true,
  },
  // get the better of
  {
    kind: 'verb:01110559',
    definition: 'outbid (a rival) through a hidden agent',     usage: 'The dealer hired a stranger to {w} his rival at the horse auction.',
    takesObject: true,
  },
  {
    kind: 'verb:01110559',
    definition: 'get the better of (a rival trader or hawker) by setting up a stall earlier in the morning',  usage: 'He rose at four to {w} the other fruit sellers at the market.',
    takesObject: true,
  },
];
