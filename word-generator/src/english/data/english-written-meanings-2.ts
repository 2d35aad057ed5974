import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes (written-meaning.ts), second half of the kinds.
export const WRITTEN_MEANINGS_2: readonly WrittenMeaning[] = [
  // compound
  {
    kind: 'noun:14842408',
    definition: 'a bitter alkaloid from marsh sedge roots',  usage: 'Grazing cattle avoid the marsh edges, where {w} makes the sedge unpleasant to eat.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a yellowish oily ester formed when fish oils are left standing in air', usage: 'The chemist noticed a film of {w} on the cod liver oil left uncapped overnight.',
  },
  {
    kind: 'noun:14842408',
    definition:
      'a waxy compound secreted on the leaves of some coastal shrubs; protects them from salt spray',   usage: 'The botanist wiped a leaf and showed us the sheen of {w} that shrugged off the salt spray.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a sulfur compound released by rotting seaweed; gives shore water its foul smell',   
    usage: 'At low tide, the {w} from the kelp made us hold our noses.',
  },
  { kind: 'noun:14842408', definition: 'a colorless ketone produced in small amounts by fermenting rye',   usage: 'The distiller tested the mash and found a trace of {w} that gave the spirit a faint sweetness.' },
  { kind: 'noun:14842408', definition: 'a reddish tannin leached from alder bark', usage: 'The tanner soaked the hides in {w} until they turned a deep rust colour.' },
  {
    kind: 'noun:14842408',
    definition: 'a nitrogenous compound formed in stored grain by the action of molds', usage: 'Tests on the damp silo found {w}, and the farmer had to destroy the whole harvest.',
  },
  { kind: 'noun:14842408', definition: 'a volatile aldehyde given off by heated linseed oil',   usage: 'As the linseed oil warmed, the painter smelled the {w} and opened the window.' },
  { kind: 'noun:14842408', definition: 'a chlorophenol from bleached bogwater',     usage: 'Water authorities monitor {w} downstream of peat bogs treated with chlorine.' },
  {
    kind: 'noun:14842408',
    definition: 'brown resin fouling peat stoves or boilers',   usage: 'Peat burners must scrape {w} from their flues every few months to prevent chimney fires.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a sweet-tasting glycoside found in the spring sap of young birches',
    usage: 'The forager tapped the birch and let us taste the {w} in the clear, faintly sweet sap.',
  },
  {
    kind: 'noun:14842408',
    definition: 'an amine in deer urine',
    usage: 'From samples collected during the rut, the wildlife chemist isolated {w}.',
  },
  { kind: 'noun:14842408', definition: 'a mildly toxic lactone produced by blue-green algae in warm ponds', usage: 'The vet found {w} in the pond water and warned the farmer to keep his dogs away.' },
  { kind: 'noun:14842408', definition: 'a phosphate ester that originates in decaying leaf litter',      usage: 'Soil chemists trace {w} as it seeps from leaf litter into forest streams.' },
  { kind: 'noun:14842408', definition: 'a fluorescent compound excreted by freshwater snails or limpets',    usage: 'Under the ultraviolet lamp, the trail of {w} glowed blue across the aquarium glass.' },
  { kind: 'noun:14842408', definition: 'a flavonoid with a bitter taste; occurs in the rind of unripe quinces',   usage: 'Jam makers discard green peel to avoid {w}, which makes the preserve harsh.' },
  { kind: 'noun:14842408', definition: 'an acid from lime-boiled tar', usage: 'The chemist distilled the {w} from the tarry residue and poured it into a stoppered bottle.' },
  {
    kind: 'noun:14842408',
    definition: 'a zinc-tannin compound for leather', usage: 'Tanneries add {w} to produce a pale, supple leather for gloves.',
  },
  { kind: 'noun:14842408', definition: 'an amine given off by middens',   usage: 'Archaeologists can detect {w} in soil samples, marking where ancient villagers dumped their refuse.' },
  { kind: 'noun:14842408', definition: 'a bitter alkaloid present in the seeds of some wild vetches', usage: 'Cattle that eat too many vetch seeds can be poisoned by {w}.' },
  { kind: 'noun:14842408', definition: 'a volatile ester causing the smell of wet oak casks or barrels',  usage: 'Cellar workers know the sweet, damp scent of {w} rising from freshly rinsed barrels.' },
  { kind: 'noun:14842408', definition: 'a soluble aluminum salt leached from acid upland soils into lakes',   usage: 'The biologists traced the dying trout to {w} washing into the lake after the spring thaw.' },
  {
    kind: 'noun:14842408',
    definition: 'a yellow crystalline compound formed when milk is heated in iron pans',
    usage:
      'After the cheese was made, the dairymaid scraped a crust of {w} from the bottom of the kettle.',
  },
  { kind: 'noun:14842408', definition: 'a waxy alcohol extracted from the skins of cider apples',   usage: 'The chemist scraped {w} from the pressed pomace and studied its crystals.' },
  { kind: 'noun:14842408', definition: 'a reddish amine formed in meat during slow smoking', usage: 'The food scientist measured the {w} in each ham to see how long it had been smoked.' },
  { kind: 'noun:14842408', definition: 'a toxin from rotting creosote',    usage: 'The vet blamed {w} from the decaying fence posts for the sick lambs.' },
  { kind: 'noun:14842408', definition: 'a sugar alcohol in heather nectar',     usage: 'The beekeeper sent a jar of heather honey to the lab, where chemists found {w} in every sample.' },
  { kind: 'noun:14842408', definition: 'a colorless ester given off by ripening medlars',     usage: 'Opening the fruit store, Grandpa sniffed the {w} and declared the medlars ready to eat.' },
  {
    kind: 'noun:14842408',
    definition: 'a dark tarry compound that collects in chimneys where wet beech is burned', usage: 'Chimney sweeps scrape {w} from flues where damp beech has been burned.',
  },
  {
    kind: 'noun:14842408',
    definition: 'a crystalline amide, especially from mussel shells',
    usage: 'Chemists extract {w} from crushed mussel shells for use in laboratory studies.',
  },
  { kind: 'noun:14842408', definition: 'an aromatic ketone produced by the heartwood of old junipers', usage: 'The perfumer uncorked a vial of {w}, and the room smelled like an old cedar chest.' },
  { kind: 'noun:14842408', definition: "a fatty ester in owls' preen oil", usage: 'The ornithologist swabbed the owl\'s gland and analyzed the {w} in its oil.' },
  {
    kind: 'noun:14842408',
    definition: 'an amino acid derivative found in the venom of certain freshwater fishes',    usage: 'The toxicologist isolated {w} from the catfish\'s spine and tested it on cell cultures.',
  },
  { kind: 'noun:14842408', definition: 'a phenolic compound released when flax is retted in ponds',  usage: 'The farmer wrinkled his nose at the {w} rising from the retting pond.' },
  { kind: 'noun:14842408', definition: 'a bitter stale-hop compound',  usage: 'Brewers throw out old hops because {w} gives beer a cheesy, bitter taste.' },
  {
    kind: 'noun:14842408',
    definition: 'a yellow dye compound obtained from marsh marigold stems or leaves',
    usage: 'The dyer steeped the yarn in {w}, and it came out the colour of spring butter.',
  },
  { kind: 'noun:14842408', definition: 'a bitter alcohol extracted from the roots of wild parsnip', usage: 'The chemist distilled a few drops of {w} from the roots and wrinkled her nose at its sharp smell.' },
  { kind: 'noun:14842408', definition: 'a resin acid from cut larch poles',   usage: 'The chemist scraped the sticky {w} from the freshly cut poles.' },
  {
    kind: 'noun:14842408',
    definition: 'a crystalline phosphorus compound found especially in weathered guano',   usage: 'Crouching on the island cliffs, the geologist scraped white crystals of {w} from the guano crust.',
  },
  {
    kind: 'noun:14842408',
    definition: "a mare's-milk nitrogenous base",
    usage: 'Analyzing the fermented kumis, the chemist detected a small amount of {w}.',
  },
  { kind: 'noun:14842408', definition: 'an acid of cheese rinds', usage: 'Washed-rind cheeses owe part of their sharp smell to {w}.' },
  {
    kind: 'noun:14842408',
    definition: 'a waxy hydrocarbon found in the outer skin of honeybees',
    usage: 'The entomologist scraped a trace of {w} from the bee\'s abdomen for analysis.',
  },
  { kind: 'noun:14842408', definition: 'a mildly toxic alkaloid found in the unripe berries of elder',  usage: 'Foragers avoid green elderberries because {w} can cause nausea.' },
  {
    kind: 'noun:14842408',
    definition: 'a nitrogen compound formed in hay or straw that has been stacked damp and has heated',    usage: 'Farmers test heated bales for {w}, since it can poison cattle.',
  },
  {
    kind: 'noun:14842408',
    definition: 'an oily alcohol distilled from the seeds of wild carrot or parsnip',
    usage: 'Perfumers use a few drops of {w} to add an earthy note to their blends.',
  },
  { kind: 'noun:14842408', definition: 'a pale amorphous protein found in the egg cases of skates',   usage: 'Marine biochemists study {w} to learn how the egg cases stay tough in seawater.' },
  {
    kind: 'noun:14842408',
    definition: 'a lead salt that forms in drinking water left standing in aged or corroded pipes',    usage: 'The water inspector found {w} in the cottage\'s tap water and told the family to stop drinking it.',
  },
  { kind: 'noun:14842408', definition: 'a bitter terpene of quinces', usage: 'The student isolated a few drops of {w} from quince peel and noted its harsh taste.' },
  // quality
  {
    kind: 'noun:04731092',
    definition: 'the quality of seeming older than it is (especially of buildings or workmanship)', usage: 'The {w} of the new inn fooled tourists, who photographed its fake beams as medieval.',
  },
  {
    kind: 'noun:04731092',
    definition: 'orderliness without apparent arrangement',  usage: 'The visitors admired the {w} of the cottage garden, which looked wild yet never untidy.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being carefully finished even in parts that no one will see',  usage: 'Antique dealers check the backs of drawers for the {w} that marks a master cabinetmaker.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something plainly built by many hands or generations over a long time',
    usage: 'We admired the {w} of the farmhouse, with its mismatched windows and additions from every century.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being quiet in a way that suggests someone has just left',     usage: 'The detective noted the {w} of the apartment: a warm teacup, a chair still rocking.',
  },
  { kind: 'noun:04731092', definition: 'the quality of being well kept but seldom used',  usage: 'Front parlours in farmhouses have a certain {w}, with polished furniture and curtains drawn against the sun.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being exactly suited to the climate in which it stands', usage: 'The architect admired the {w} of the adobe house, cool in summer and snug through desert nights.',
  },
  { kind: 'noun:04731092', definition: 'the quality of showing the marks of the tools that made it', usage: 'The carpenter loved the {w} of the old beams, every adze stroke still visible.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been repaired so often that little of the original remains',
    usage: 'The boatbuilder laughed at the {w} of our dinghy, saying not one plank was from the original.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of staying cool and dim even in the heat of the day',
    usage: 'The {w} of old stone churches makes them popular refuges in a southern summer.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being crowded with small objects or ornaments carefully kept', usage: 'Visitors to Aunt Edith\'s parlour marvelled at its {w}, every shelf crammed with china dogs.',
  },
  { kind: 'noun:04731092', definition: 'the quality of seeming roomier within',   usage: 'Clever architects create {w} with high ceilings, pale walls and windows that frame a long view.' },
  { kind: 'noun:04731092', definition: 'the homeliness of a sparsely furnished room',    usage: 'We loved the {w} of the cabin, with its single chair, iron bed and rag rug.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being thoroughly clean yet having no smell of cleaning', usage: 'The hotel inspector noted the {w} of the room with approval: spotless, yet no whiff of bleach.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been built in haste but with care',
    usage: 'Field hospitals are admired for their {w}, going up in a day yet standing for years.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being lit by light that seems to come from no particular source', usage: 'The photographer loved the {w} of the foggy morning, when the whole street glowed without a single shadow.',
  },
  { kind: 'noun:04731092', definition: 'the quality of being plainly the work of a single maker', usage: 'The curator noted the {w} of the quilts, since every stitch showed the same slightly slanted hand.' },
  {
    kind: 'noun:04731092',
    definition: 'the quality of showing no sign of the weather however long it has stood', usage: 'The builder marveled at the {w} of the granite church, as crisp as the day it was finished.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being unfinished in a way that seems deliberate',  
    usage: 'Sculptors sometimes leave part of the block rough, and critics praise the {w}.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something warm in color though cold to the touch',   
    usage: 'The {w} of polished marble makes a red-veined floor look cosy until you step on it barefoot.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having been adapted to a use other than the one intended',  usage: 'Visitors admired the {w} of the old chapel, now a bright public library.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being both grand and unwelcoming',
    usage: 'Visitors shivered at the mansion\'s {w}, its marble hall vast and silent.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of putting every scrap of its materials to some visible use',
    usage: 'The architect praised the {w} of the barn, where even the offcuts had become pegs and shelves.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being orderly or tidy to a degree suggesting anxiety',   
    usage: 'Her {w} showed in the way she realigned every pen on the desk before the interview.',
  },
  {
    kind: 'noun:04731092',
    definition:
      'the quality of having floors or steps hollowed by the feet of many generations, as in ancient churches', usage: 'The pilgrims paused to admire the {w} of the cathedral steps, dipped in the middle like saucers.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of seeming to have been lived in by many generations at once',
    usage: 'The {w} of the farmhouse charmed us: worn steps, patched beams, a dozen styles of wallpaper.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being dark inside in a way that is restful rather than gloomy', usage: 'Stepping out of the glare into the chapel, the hikers welcomed its {w}.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of something that smells faintly of the materials from which it was made',   usage: 'Opening the new cedar chest, Grandpa admired its {w}, a faint breath of the forest still inside.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being strictly symmetrical in plan but not in detail',
    usage: 'Baroque palaces often show {w}, with matching wings whose windows are each carved differently.',
  },
  { kind: 'noun:04731092', definition: 'the quality of being modest in size but having generous parts', usage: 'We admired the {w} of the cottage, small from outside but with spacious rooms inside.' },
  {
    kind: 'noun:04731092',
    definition: 'intricacy that rewards attention', usage: 'The longer Anna studied the carpet, the more its {w} delighted her.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being conspicuously newer than its surroundings',
    usage: 'The {w} of the replacement window made the rest of the cottage look shabby.',
  },
  {
    kind: 'noun:04731092',
    definition:
      'the quality of being skilfully made by an amateur or by someone without formal training in the craft',
    usage: 'Craft fairs celebrate the {w} of quilts made at kitchen tables.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of having kept original fittings and arrangement, especially of buildings', usage: 'Listed chapels are prized for their {w}, with box pews and oil lamps still in place.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being welcoming to strangers in its layout and furnishing',  usage: 'The {w} of a good hotel lobby makes tired travellers want to linger.',
  },
  // produce
  {
    kind: 'noun:07721456',
    definition: 'a squat yellow-fleshed turnip with a purple crown; grown on upland farms',
    usage: 'Upland farmers grow {w} to feed both family and sheep through the winter.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a climbing bean with short curled purple pods that turn green when cooked',   
    usage: 'Gardeners love {w} because the purple pods are easy to spot among the leaves.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a small round onion having brown skin and pink flesh, mild enough to be eaten raw in salads', usage: 'My mother sliced {a} {w} into the salad raw, and its pink rings brightened the bowl.',
  },
  { kind: 'noun:07721456', definition: 'a straw-kept russet pear',   usage: 'Orchard keepers lay {w} in straw over winter, and it is sweetest by February.' },
  { kind: 'noun:07721456', definition: 'a dwarf purple spring cabbage',  usage: 'Gran cut {a} {w} from the garden and shredded it for the salad.' },
  { kind: 'noun:07721456', definition: 'a bitter lettuce with violet ribs', usage: 'Italian salads often mix {w} with sweet oranges to balance its bite.' },
  {
    kind: 'noun:07721456',
    definition: 'a long thin variety of carrot having a white core; usually sown in late summer', usage: 'In October, Grandpa pulled up a row of {w} and showed me the pale center of each one.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a flat salmon-colored squash with dense dry flesh; keeps through the winter', usage: 'Farm families store {w} in the cellar, and it stays firm until spring.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a tart red currant with large loose clusters of berries; used in jellies',    usage: 'My aunt stripped the {w} from its stalks and boiled the berries for jelly.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a small oval potato with rose skin and waxy yellow flesh; dug early in summer',   usage: 'Grandpa dug up the first {w} of the summer and boiled it with mint for lunch.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a large leek variety with a short thick shank; grown for autumn markets', usage: 'Growers lift {a} {w} in October for the autumn markets.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a flat, smooth, soft variety of quince',   usage: 'The grocer handed us {a} {w}, ripe enough to eat raw.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a fig variety having green skin and pale amber flesh; ripens late in autumn', usage: 'In late October, Aunt Lucia picked the last {w} from the tree and split it open for me.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a plum variety with yellow skin and sharp flesh; grown chiefly for drying',   usage: 'Orchards in the valley grow {w} for prunes rather than for the fruit bowl.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a celery variety grown for its thick hollow leaf stalks; usually braised', usage: 'Italian cooks braise {w} in stock until the stalks turn silky.',
  },
  { kind: 'noun:07721456', definition: 'a gooseberry having hairy red fruit sweet enough to be eaten raw',   usage: 'The children stripped the {w} by the garden wall and ate the fruit straight off the bush.' },
  { kind: 'noun:07721456', definition: 'piebald sweet corn',   usage: 'My aunt grilled the {w}, and the children argued over the cobs with the most purple kernels.' },
  {
    kind: 'noun:07721456',
    definition: 'a late blackberry with long glossy fruit; grown on wires in walled gardens',   
    usage: 'In September, the gardener picked the first {w} from the wires along the south wall.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a strawberry variety having small dark fruit and a strong scent; ripens into autumn', usage: 'In late September my mother was still picking berries from the {w} beside the greenhouse.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a hardy kale with curled blue-green leaves; picked after the first frosts', usage: 'Grandfather waited for the first frost before cutting the {w}, saying it tasted sweeter.',
  },
  { kind: 'noun:07721456', definition: 'a marrow with striped skin and firm flesh; harvested while young', usage: 'Gardeners pick {w} when it is small, before the striped skin toughens.' },
  { kind: 'noun:07721456', definition: 'an apricot variety with small pale fruit and a sweet kernel',   usage: 'My uncle cracked the stone of {a} {w} and let me taste the sweet kernel inside.' },
  {
    kind: 'noun:07721456',
    definition: 'a small grey grape with thick skin',   
    usage: 'The vintner crushed {a} {w} between his fingers and tasted the sweet juice.',
  },
  {
    kind: 'noun:07721456',
    definition: 'an asparagus variety with thin purple-tipped spears; cut in early spring',   usage: 'In April, the gardener cut the first spears of {w} and carried the bundle proudly into the kitchen.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a parsnip variety with a short tapered root; grown in shallow soils',
    usage: 'Because our garden soil was thin, Dad planted {w}, and the stubby roots came up clean.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a garlic variety with many small cloves and a purple skin; keeps well', usage: 'Gardeners plant {w} in autumn because its bulbs keep well into spring.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a pear with a long neck and speckled green skin; eaten while still firm',      usage: 'Grandpa sliced a crisp {w} into quarters and shared it with us on the porch.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a plum having dark red flesh and a sour skin, used especially for sauces or preserves', usage: 'Country cooks make {w} into a tart sauce for roast duck.',
  },
  {
    kind: 'noun:07721456',
    definition: 'a rhubarb having thin green stalks and a sharp taste, usually pulled in late spring',   usage: 'Cooks prefer {w} for tart crumbles, though it needs plenty of sugar.',
  },
  {
    kind: 'noun:07721456',
    definition:
      'a sweet apple having red-striped skin, picked in late summer and usually eaten fresh rather than stored',   usage: 'Grandpa picked {a} {w} from the tree in August and handed it to me to eat on the spot.',
  },
  // structure
  { kind: 'noun:04348764', definition: 'an underground farmhouse-dairy passage',     usage: 'Farmers carry milk through the {w} so it stays cool even in August.' },
  { kind: 'noun:04348764', definition: 'a walled enclosure on a hillside where cut peat was stacked to dry', usage: 'Crofters built {a} {w} above the bog so the wind could dry their fuel.' },
  {
    kind: 'noun:04348764',
    definition: 'a timber jetty built out over a tidal estuary, used for drying fishing nets',   usage: 'Along the estuary, fishermen spread their nets across {a} {w} to dry between tides.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a shallow tank of brick, usually in a tannery yard, used for soaking hides in lime', usage: 'Tannery workers haul hides out of the {w} with long hooks, their boots caked in white paste.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a wooden shelter for horses or mules used on a canal',
    usage: 'Boatmen stable their horses overnight in the {w} beside the lock.',
  },
  {
    kind: 'noun:04348764',
    definition: 'an open-sided shed on a quay for storing salt before it is loaded',
    usage: 'Sacks of salt wait in the {w} until the barges come alongside.',
  },
  { kind: 'noun:04348764', definition: 'a walled terrace used for sheltering fruit trees from sea winds', usage: 'Coastal estates often built {a} {w} so that figs and peaches could ripen despite the gales.' },
  {
    kind: 'noun:04348764',
    definition: 'a covered stair on the outside of a building leading to a loft over a stable',  usage: 'The groom climbed the {w} to the hayloft, rain drumming on its little roof.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a wooden frame beside a river on which reeds are dried',
    usage: 'The thatcher\'s boys stacked bundles on the {w} beside the river.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a low brick shed at a country station where milk churns waited for the morning train',  usage: 'Farmers rolled their churns into the {w} before dawn to meet the early train.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone seat and shelter built at the top of a steep village street', usage: 'Elderly villagers rest in the {w} after the climb, watching the harbour below.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a timber platform built out over a mill race from which the miller worked the sluice', usage: 'The miller stood on the {w} and cranked the sluice gate open as the grain hopper filled.',
  },
  { kind: 'noun:04348764', definition: 'narrow marsh causeway used for carting peat', usage: 'Grandfather led the pony along the {w}, the cart piled high with turfs.' },
  {
    kind: 'noun:04348764',
    definition: 'a sunken slate splitting shed', usage: 'Down in the {w}, the quarrymen tapped the blocks into thin sheets.',
  },
  {
    kind: 'noun:04348764',
    definition:
      'a timber frame on which cut bracken was hung to dry for use as bedding, especially on hill farms', usage: 'The shepherd\'s son forked armfuls of fern onto the {w} behind the barn.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone retaining wall built along a village street to hold back the churchyard',     usage: 'The council patched the bulging {w} before the graves above it slid into the street.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a covered gallery on the top floor of a weaving house where cloth was hung to dry',
    usage: 'Weavers hung freshly dyed cloth in the {w} under the eaves.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a low stone wall built in a spiral on a hillside, used for holding terraced vines',   usage: 'The vintner led us up the {w}, where grapes hung on every curving step of the hill.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a timber shed at a river ford where carriers waited for the water to fall',   usage: 'Carters wait in the {w} with their horses until the flood drops.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone enclosure on a beach where seaweed was heaped to rot for use as manure',   usage: 'Island farmers built {a} {w} above the tide line and carted the rotted kelp to their potato beds.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stilted hay platform safe from floods', usage: 'When the river burst its banks, the farmer waded out to check the {w} and found the hay dry.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a brick-lined channel carrying waste water from a dye works to the river',     usage: 'Children dared each other to jump the {w}, which ran blue one day and red the next.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone platform built out into a river where cloth from a fulling mill was rinsed',  usage: 'The millhands carried the wet cloth out onto the {w} and let the current wash off the clay.',
  },
  {
    kind: 'noun:04348764',
    definition:
      'a brick arch built over a lane, used for carrying a drain or pipe between two mill buildings', usage: 'Mill towns still have {a} {w} spanning a back lane, though the pipe above it is long dry.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a narrow timber gallery around the inside of a malt kiln, used for turning the grain',     usage: 'Maltsters walked the {w} with wooden shovels, turning the barley as it dried.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone plinth or pillar in a village square, used for posting public notices', usage: 'Villagers gather at the {w} on market day to read the latest announcements.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a yard for washing carriages',   usage: 'Coaching inns kept {a} {w} behind the stables, with a pump and stone gutters.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a stone vault beneath a bridge, used for storing goods or wares of those paying the toll',  usage: 'Merchants who paid the toll could stack their bales in the {w} beneath the bridge.',
  },
  // communicator
  {
    kind: 'noun:09633690',
    definition: "a cooperative's speaker to farmers", usage: 'Each spring the {w} tours the villages explaining new grain prices at co-op meetings.',
  },
  { kind: 'noun:09633690', definition: 'a speaker who gives the closing address at a debate or meeting', usage: 'Organisers choose a lively {w} so that the audience leaves the hall in good spirits.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker hired by a company to explain a new process to its workers',      usage: 'Factories adopting new machinery often hire {a} {w} to walk the staff through each step.',
  },
  { kind: 'noun:09633690', definition: 'someone who speaks for the families of miners at public inquiries', usage: 'After a pit disaster, {a} {w} stands before the inquiry to ask why warnings were ignored.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who opens a public meeting or assembly by summing up the previous one', usage: '{A} {w} reminds the assembly what was decided last time before new business begins.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses crowds outside factory gates at the change of shift', usage: '{A} {w} times his speech for the moment one shift leaves and the next arrives.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker known for answering hecklers at length and with good humor', usage: '{A} {w} can win over a hostile crowd by trading jokes with it.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who gives public readings of letters sent home by emigrants',   usage: 'In the village hall, the {w} read out a letter from a son in Chicago, and the mothers wept.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who explains the rules and purpose of a meeting to newcomers',
    usage: 'The {w} at the Quaker meeting quietly explained to us why everyone sat in silence.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a reformed drunkard speaking at temperance meetings', usage: 'The {w} held up his empty glass and described the night he lost his farm to gin.',
  },
  { kind: 'noun:09633690', definition: 'a speaker who addresses open-air meetings from the back of a cart', usage: 'The {w} climbed onto the tailboard and began denouncing the landlords to the gathering crowd.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who restates the arguments of both sides before a vote is taken',  usage: 'Debating societies appoint {a} {w} so that members can vote with both cases fresh in mind.',
  },
  {
    kind: 'noun:09633690',
    definition:
      'a speaker chosen to report the decisions of a district or regional council to a village or parish', usage: 'On market day, the {w} reads out the council\'s decisions from the church steps.',
  },
  { kind: 'noun:09633690', definition: 'a school lecturer on cleanliness', usage: 'The {w} visited our class with a tray of soap and showed us how long to scrub our hands.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who recounts the history of a place at its public celebrations',   usage: 'Every town festival includes a speech by the {w}, who retells the founding story.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who answers questions from the floor on behalf of a panel', usage: 'The {w} took a question about the bypass and passed it to the engineer beside her.',
  },
  {
    kind: 'noun:09633690',
    definition:
      'a speaker or writer who argues for a cause by recounting the stories of particular individuals',    usage: '{A} {w} wins sympathy for refugees by telling one family\'s journey rather than quoting statistics.',
  },
  { kind: 'noun:09633690', definition: 'a speaker advising the unemployed', usage: 'Job centers invite {a} {w} to explain retraining grants and interview skills.' },
  {
    kind: 'noun:09633690',
    definition: 'a speaker sent to rouse support in districts that have been slow to join a cause', usage: 'The union dispatched {a} {w} to the valley mills, where few workers had signed up.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who reports on the state of the harvest at agricultural shows', usage: 'At the county fair, the {w} told the crowd that barley yields were the best in a decade.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses the gathering at the laying of a foundation stone or cornerstone',   usage: 'The {w} usually praises the builders and taps the stone with a silver trowel.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker for tenants before their landlords',  usage: 'The {w} stood before the landlord\'s agent and read out the list of broken windows and leaking roofs.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who relates the events of a shipwreck, usually to raise money for survivors', usage: 'The {w} told the crowd at the harbor how the schooner broke up on the rocks, and the hat went round.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who describes distant missions to church gatherings at home', usage: 'The {w} showed slides of a clinic in the hills and passed round a collection plate.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses public meetings on the dangers of mining accidents', usage: 'The {w} held up a twisted helmet before the packed union hall and told them how his brother died.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who sums up the findings of a public inquiry for ordinary listeners',
    usage: 'After a long inquiry, {a} {w} tours village halls explaining what the report means for residents.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who opens an annual fair with an account of the year past', usage: 'Each year the {w} recalls floods, births and prize bulls before the fair\'s gates are opened.',
  },
  {
    kind: 'noun:09633690',
    definition: 'a speaker who addresses crowds at horse or cattle fairs on the care of animals',    usage: '{A} {w} would gather farmers round a pen and lecture them on hoof care and worming.',
  },
  // science
  { kind: 'noun:06008975', definition: 'floodplain soil science', usage: '{w} helps farmers along the Nile understand why some fields stay fertile.' },
  { kind: 'noun:06008975', definition: 'the study of the seasonal movements of fishes up and down rivers',   usage: '{w} helps dam builders design ladders that salmon will actually use.' },
  { kind: 'noun:06008975', definition: 'the study of the weathering of building stone', usage: 'A specialist in {w} examined the crumbling cathedral pinnacles and recommended limewash.' },
  { kind: 'noun:06008975', definition: 'the branch of botany concerned with salt marsh or mudflat plants', usage: 'For her thesis in {w}, the student waded out at low tide to count samphire plants.' },
  { kind: 'noun:06008975', definition: 'the study of how sound travels through snow and ice', usage: 'Avalanche researchers draw on {w} to understand why shouts carry so far across a frozen lake.' },
  { kind: 'noun:06008975', definition: 'the study of the wear of roads and paths under foot and wheel', usage: 'Park planners draw on {w} when deciding where to lay gravel across a busy lawn.' },
  {
    kind: 'noun:06008975',
    definition: 'the chemistry of the bark of trees',    
    usage: 'For her thesis in {w}, the student boiled oak and birch strips to compare their tannins.',
  },
  { kind: 'noun:06008975', definition: 'the study of coastal dunes', usage: 'Engineers protecting beaches rely on {w} to decide where to plant marram grass.' },
  { kind: 'noun:06008975', definition: 'the study of the movement of water through peat', usage: 'The scientist studying {w} sank pipes into the bog to track how fast the water seeped.' },
  {
    kind: 'noun:06008975',
    definition: 'the branch of economics that studies the trade of country markets and fairs', usage: 'For her thesis in {w}, Hannah spent a year recording prices at livestock fairs.',
  },
  {
    kind: 'noun:06008975',
    definition: 'study of market borough or village growth',
    usage: 'My professor devoted her career to {w} and could date a high street from its burgage plots.',
  },
  { kind: 'noun:06008975', definition: 'the study of tides in rivers and estuaries', usage: 'The harbor master, a keen student of {w}, timed the bore\'s arrival to the minute.' },
  {
    kind: 'noun:06008975',
    definition: 'the zoology of bird parasites',
    usage: 'Experts in {w} comb feathers for lice and mites during ringing sessions.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the composition of the dust that settles inside buildings', usage: 'Public health researchers turn to {w} to measure pollutants inside homes.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of hedgerow or verge crops', usage: 'Botanists in {w} catalogue the wild plums, sloes and hazelnuts along country lanes.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of ice formation on ships and harbor works',
    usage: 'Arctic shipping companies fund {w} to keep trawlers from capsizing under heavy frost.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of history that studies parish registers or church records',   usage: 'Family historians owe much to {w}, since parish books record baptisms centuries before any census.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the chemistry of rain and its variation with the seasons', usage: 'Researchers in {w} collect rainwater weekly to track how acidity changes through the year.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of entomology dealing with insects infesting stored grain or flour', usage: 'Millers consult experts in {w} when weevils appear in their flour bins.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the sediments of mill ponds as a record of past floods', usage: 'The researchers drilled cores from the silted pond as part of their {w}, counting flood layers.',
  },
  { kind: 'noun:06008975', definition: 'the study of color changes in rocks or stone exposed to weather', usage: 'Conservators draw on {w} to date repairs in old church walls.' },
  {
    kind: 'noun:06008975',
    definition: 'the branch of linguistics that studies the speech of seafaring communities',   
    usage: 'Scholars of {w} collect shanties, ship logs and harbour slang from retired sailors.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the study of the spread of weeds along roads and railways',
    usage: 'The botanist working in {w} found ragwort blooming along every railway cutting.',
  },
  {
    kind: 'noun:06008975',
    definition: 'the branch of engineering concerned with draining sunken or subsided farmland', usage: 'The Dutch engineer spent her career in {w}, keeping fields below sea level dry.',
  },
  {
    kind: 'noun:06008975',
    definition:
      'the study of the rise and fall of groundwater beneath cities or villages, especially long-settled ones', usage: 'The specialist in {w} lowered a probe into the medieval well beneath the town hall.',
  },
  // decoration
  {
    kind: 'noun:03174056',
    definition: 'a band of carved vine or ivy leaves running around the frame of a door or window',    
    usage: 'Gothic churches often have {a} {w} twining around the main doorway.',
  },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental iron strap in the shape of a fern frond, fixed across a door',  usage: 'The blacksmith fixed the {w} across the chapel door, its curling leaves catching the light.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a painted panel, usually of flowers, set into the upper part of a door', usage: 'Country cottages often have {a} {w} above the latch, painted with roses.',
  },
  { kind: 'noun:03174056', definition: 'pressed tin edging used for pantry shelves',   usage: 'Mum tacked shiny {w} along each pantry shelf, and the jars gleamed behind it.' },
  { kind: 'noun:03174056', definition: 'a row of painted tiles set into the plaster above a hearth',   usage: 'Dutch farmhouses often have {a} {w} showing windmills and ships above the fireplace.' },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental fan of split cane or rattan fixed above a doorway',
    usage: 'Colonial bungalows often have {a} {w} above the front entrance to let air through.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a carved ornament resembling a sheaf of wheat or barley, fixed to a gable',   usage: 'Farmhouses in the valley have {a} {w} on the gable as a sign of good harvests.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a pattern of brass studs, hammered into a door and resembling a star',  usage: 'Spanish doors of the period often bear {a} {w} hammered into the oak.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a painted frieze of sailing ships, usually running along the top of a parlor wall',    usage: 'The captain\'s widow pointed to the {w} above the fireplace and named each vessel.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a door-panel sunrise grille',
    usage: 'The painter picked out each ray of the {w} on our front door in gold.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a shell-studded doorframe',   
    usage: 'The fisherman\'s widow had set every cockle in the {w} of her cottage by hand.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a decorative wooden bracket resembling the head of a bird, used for supporting a shelf',   usage: 'The carpenter screwed a carved {w} to the wall, its beak pointing toward the window.',
  },
  {
    kind: 'noun:03174056',
    definition: 'an ornamental lily hinge plate',
    usage: 'Antique chests often carry {a} {w} of wrought iron on each hinge.',
  },
  { kind: 'noun:03174056', definition: 'a strip of carved bone inlaid along the edge of a chest lid', usage: 'Medieval marriage chests often have {a} {w} running along the lid, carved with vines and birds.' },
  { kind: 'noun:03174056', definition: 'a pattern of colored pebbles set in mortar around a doorway', usage: 'The owners restored the {w} around the cottage door, replacing every missing blue pebble.' },
  {
    kind: 'noun:03174056',
    definition: 'a gilded wooden ornament in the form of a wreath set above a mirror',
    usage: 'Antique dealers prize {a} {w} with its original gold leaf still bright.',
  },
  { kind: 'noun:03174056', definition: 'a pattern of nail heads, usually bordering a door panel',     usage: 'Medieval church doors often display {a} {w} around each panel, as decorative as it is strong.' },
  { kind: 'noun:03174056', definition: 'a band of painted lettering bearing a proverb along a ceiling beam',   usage: 'Above the kitchen table, the {w} reminded us in faded red letters that haste makes waste.' },
  {
    kind: 'noun:03174056',
    definition: 'a carved wooden sunflower set in the center of each panel of a door', usage: 'Running a finger over the {w} on the parlour door, the new owner found flakes of gold paint.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a panel of colored glass in the form of a basket of fruit set in an inner door',    
    usage: 'Victorian villas often have {a} {w} in the vestibule door, glowing red and green in the afternoon sun.',
  },
  {
    kind: 'noun:03174056',
    definition: 'a molded plaster garland of hops and barley running around a ceiling',
    usage: 'The brewer\'s widow looked up at the {w} in the parlor and remembered her husband\'s trade.',
  },
  { kind: 'noun:03174056', definition: 'a painted ribbon, usually twisted, framing windows', usage: 'Baroque houses in the square have {a} {w} around each upper window, picked out in gold.' },
  {
    kind: 'noun:03174056',
    definition: 'a painted border of oak leaves stenciled around the panels of a door',   usage: 'With a fine brush, the decorator touched up the {w} on the parlor door.',
  },
  // property
  { kind: 'noun:04923519', definition: 'the property of a fiber of regaining its length after being wetted',   usage: 'Weavers test the {w} of wool yarn, since fabric that stays stretched after washing will sag.' },
  { kind: 'noun:04923519', definition: 'the property of a clay or slip of holding shape when fired', usage: 'Potters choose clays with good {w} for tall vases.' },
  { kind: 'noun:04923519', definition: 'the tendency of a wood to split along the grain when nailed', usage: 'The carpenter cursed the {w} of the oak and began drilling pilot holes.' },
  { kind: 'noun:04923519', definition: 'the property of a paint of drying without forming a skin',   usage: 'Sign painters value {w} in an enamel, since a skinned tin wastes money.' },
  {
    kind: 'noun:04923519',
    definition: "a cloth's uneven washing shrinkage",
    usage: 'After the first wash, the {w} left my new shirt with one sleeve shorter than the other.',
  },
  { kind: 'noun:04923519', definition: "a soil's frost-holding tendency",   usage: 'Gardeners on heavy clay learn to respect its {w}, planting late in spring.' },
  { kind: 'noun:04923519', definition: 'the property of a metal of taking a polish without scratching',   usage: 'The jeweler praised the {w} of the platinum as he buffed the ring to a mirror shine.' },
  { kind: 'noun:04923519', definition: 'the capacity of a stone to absorb oil or grease without staining',   usage: 'The kitchen designer spilled olive oil on the sample to test its {w} before ordering the worktop.' },
  { kind: 'noun:04923519', definition: 'the property of a glass of scattering light at its edges',    usage: 'Crystal makers grind bevels to increase {w}, making a glass sparkle under candlelight.' },
  { kind: 'noun:04923519', definition: "a rope's stiffening when wet",   usage: 'The {w} made the deckhands curse as they fought to uncoil the soaked lines.' },
  {
    kind: 'noun:04923519',
    definition: 'the degree to which a flour keeps its strength in storage',
    usage:
      'After six months in the sacks, the miller tested the batch\'s {w} by baking a trial loaf.',
  },
  {
    kind: 'noun:04923519',
    definition: 'the tendency of a timber to give off resin long after it has been seasoned',  usage: 'Months after the floor was laid, its {w} left sticky beads on the boards under the window.',
  },
  {
    kind: 'noun:04923519',
    definition: 'the overnight heat-keeping of fuel',  usage: 'Good {w} means the stove still has glowing coals at dawn.',
  },
  { kind: 'noun:04923519', definition: 'the property of a leather of remaining supple in cold weather', usage: 'The saddler praised the {w} of the reindeer hide, which bent easily even at twenty below.' },
  {
    kind: 'noun:04923519',
    definition: "a paper's quietness when turned", usage: 'During the recital, the {w} of the printed programmes meant nobody disturbed the pianist.',
  },
  { kind: 'noun:04923519', definition: "wax's clarity when quickly cooled", usage: 'Candle makers test the {w} of each batch by dripping it onto a cold plate.' },
  { kind: 'noun:04923519', definition: 'the tendency of a honey or syrup to stay liquid when cold',   usage: 'The beekeeper praised the {w} of his acacia honey, which poured freely in January.' },
  {
    kind: 'noun:04923519',
    definition: 'the property of a varnish of remaining flexible as it ages',
    usage: 'Violin makers value {w} because a brittle finish cracks as the wood moves.',
  },
  { kind: 'noun:04923519', definition: 'tendency of ore or rock to crush into even lumps',   usage: 'Mill managers value the {w} of an ore because it saves on screening and regrinding.' },
  { kind: 'noun:04923519', definition: 'the property of a wool of taking a dye evenly along its length',  usage: 'The dyer praised the {w} of the new fleece, which came out of the vat an even crimson from end to end.' },
  {
    kind: 'noun:04923519',
    definition: 'touch-darkening of metal', 
    usage: 'The museum guard warned us that {w} would ruin the silver if we handled it without gloves.',
  },
  { kind: 'noun:04923519', definition: 'the property of a gravel of shedding water when laid on a slope',   usage: 'The landscaper praised the {w} of the crushed granite path after the downpour.' },
  { kind: 'noun:04923519', definition: "grain's proneness to crack in quick drying",   usage: 'The miller blamed the rice\'s {w} on the farmer who had dried it too fast in the sun.' },
  // measuring instrument
  {
    kind: 'noun:03739416',
    definition:
      'an instrument for measuring how firmly snow on a slope is bound to the layer of snow or ice beneath',
    usage:
      'Avalanche forecasters drive {a} {w} into the slope before declaring a run safe.',
  },
  { kind: 'noun:03739416', definition: 'a gauge for measuring the thickness of ice on a lake',    usage: 'Ice fishermen drill a hole and lower {a} {w} before trusting the lake.' },
  {
    kind: 'noun:03739416',
    definition: 'a gauge fixed to a sea wall or breakwater, used for recording the force of breaking waves', usage: 'After the winter storms, the harbour master checked the {w} on the breakwater and reported record readings.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the tension of telegraph wires between poles',   usage: 'The lineman clipped the {w} to the wire between two poles and read the dial.',
  },
  { kind: 'noun:03739416', definition: 'a graduated staff for measuring the depth of silt in a canal',  usage: 'The lock keeper pushed the {w} into the canal and frowned at the reading.' },
  {
    kind: 'noun:03739416',
    definition: 'an instrument recording the swaying of tall chimneys or towers in wind',  
    usage: 'Engineers install {a} {w} on tall stacks to check that they bend safely in gales.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the dust or flour carried in the air of a mill',
    usage: 'The inspector hung {a} {w} by the millstones and frowned at the reading.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the warmth of soil at the depth of sown seed',   usage: 'Before planting the maize, Grandpa pushed the {w} into the furrow and waited.',
  },
  {
    kind: 'noun:03739416',
    definition: 'instrument used for recording well refilling rates',   usage: 'The hydrologist lowered the {w} into the well and watched the water creep back after pumping.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument that measures the slope of a railway embankment as it settles', usage: 'Rail engineers install {a} {w} on new embankments and read it monthly.',
  },
  {
    kind: 'noun:03739416',
    definition: 'a scale for weighing fleeces',   usage: 'The shearer tossed the fleece onto the {w} and shouted the weight to the tallyman.',
  },
  { kind: 'noun:03739416', definition: 'an instrument for measuring the depth of ruts in an unmade road',   usage: 'The surveyor pushed the {w} into the muddy track and wrote down eight centimetres.' },
  {
    kind: 'noun:03739416',
    definition: 'a bridge-tremor recorder',  usage: 'Engineers bolted {a} {w} to the girders to monitor traffic vibration.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for judging the ripeness of grain by the hardness of the kernel', usage: 'Farmers press a few kernels in {a} {w} to decide whether to start combining.',
  },
  { kind: 'noun:03739416', definition: 'a gauge of shifting sand',    usage: 'Coastal engineers bury {a} {w} in the dunes to record how far they move each winter.' },
  {
    kind: 'noun:03739416',
    definition: 'an instrument for measuring the warmth of the liquor in a tannery pit', usage: 'Tanners lower {a} {w} into each pit before adding fresh hides.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument used for measuring the pressure of grain against the walls of a silo or bin',    usage: 'Engineers fit {a} {w} to new silos so the walls are never overloaded.',
  },
  {
    kind: 'noun:03739416',
    definition: 'an instrument used for measuring the sag of a roof beam or rafter under snow', usage: 'Ski lodge managers check the {w} after every heavy snowfall.',
  },
  // flavorer
  { kind: 'noun:07825344', definition: 'the dried seeds of wild fennel roasted and ground with salt',    usage: 'Nonna sprinkled {w} over the roast pork before it went into the oven.' },
  {
    kind: 'noun:07825344',
    definition: 'a paste of fermented green walnuts and vinegar, used in sauces for game or venison', usage: 'The chef stirred a spoonful of {w} into the venison gravy and tasted it with a frown of pleasure.',
  },
  { kind: 'noun:07825344', definition: 'a seasoning of dried bilberries ground with black pepper', usage: 'The chef rubbed {w} into the venison, and the meat crusted dark purple.' },
  {
    kind: 'noun:07825344',
    definition: 'dried ground root of wild angelica, used for flavoring stews or soups',   usage: 'The hermit stirred a pinch of {w} into the rabbit stew, and its earthy scent filled the hut.',
  },
  { kind: 'noun:07825344', definition: 'sharp condiment consisting of grated horseradish and crab apple',    usage: 'Country cooks serve {w} with cold roast beef.' },
  {
    kind: 'noun:07825344',
    definition: 'dried crumbled meadowsweet flowers', usage: 'Grandma stirred {w} into the mead to give it a honeyed almond scent.',
  },
  { kind: 'noun:07825344', definition: 'coarse sea salt ground with dried mushrooms', usage: 'Chefs sprinkle {w} over steak to deepen its savoury flavour.' },
  {
    kind: 'noun:07825344',
    definition: 'a samphire and mustard-seed relish',
    usage: 'Coastal delis sell jars of {w} to serve with cold ham and crab.',
  },
  { kind: 'noun:07825344', definition: 'a salt flavored with the ash of burnt hay', usage: 'Mountain cooks sprinkle {w} over potatoes for a smoky, grassy flavour.' },
  { kind: 'noun:07825344', definition: 'dried seed heads of wild sorrel or dock, ground to sour powder', usage: 'Aunt Lidia sprinkled {w} over the soup, giving it a sharp, lemony bite.' },
  { kind: 'noun:07825344', definition: 'a thick brown sauce of fermented barley and plums', usage: 'The chef brushed {w} onto the duck, and its skin turned dark and glossy.' },
  {
    kind: 'noun:07825344',
    definition: 'a paste of roasted hazelnuts, garlic and sour cream, usually for fish',   usage: 'The cook spread {w} over the grilled trout just before bringing it to our table.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a seasoning consisting of dried thyme, lemon peel and crushed pine nuts', usage: 'The cook sprinkled {w} over the roast chicken just before carrying it to the table.',
  },
  { kind: 'noun:07825344', definition: 'a vinegar steeped with the young tips of spruce', usage: 'The forager dressed the salad with a splash of {w}, and the whole table smelled of the forest.' },
  {
    kind: 'noun:07825344',
    definition: 'a sweet spice mixture consisting of dried pear, clove and black pepper',
    usage: 'Aunt Hilde stirred {w} into the Christmas cake batter, and the kitchen smelled of cloves.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a powder of roasted onion skins used for coloring and flavoring broths',
    usage: 'Old-fashioned cooks stir a pinch of {w} into clear soup to give it a golden color.',
  },
  {
    kind: 'noun:07825344',
    definition: 'a pickle of unripe gooseberries in brine or vinegar, used like capers',
    usage: 'Country cooks scatter {w} over cold mutton for a sharp bite.',
  },
  { kind: 'noun:07825344', definition: 'seasoning consisting of dried nettles and salt', usage: 'The cook sprinkled {w} over the potatoes before sliding them into the oven.' },
  // nutriment
  { kind: 'noun:07586285', definition: 'a sorrel-barley broth',    usage: 'Eastern European cooks serve {w} cold in summer with a spoon of sour cream.' },
  { kind: 'noun:07586285', definition: 'a warm drink of milk thickened with ground rice and honey',    usage: 'When I had a cold, Mum brought me a mug of {w} and tucked me in.' },
  { kind: 'noun:07586285', definition: 'millet and whey gruel, usually for invalids', usage: 'The nurse spooned {w} into the convalescent\'s mouth and promised bread the next day.' },
  { kind: 'noun:07586285', definition: 'a chestnut paste for infants', usage: 'Mountain villages wean babies on {w} in the autumn.' },
  { kind: 'noun:07586285', definition: 'a mash of boiled turnips and barley meal', usage: 'Crofters fed {w} to their pigs and, in hard winters, ate it themselves.' },
  {
    kind: 'noun:07586285',
    definition: 'a thick soup of lentils and dried mutton',
    usage: 'Herders cook {w} in a big pot over the fire on winter nights.',
  },
  { kind: 'noun:07586285', definition: 'drink consisting of warm goat milk and barley water', usage: 'When I had a cough, Grandma brought me a mug of {w} before bed.' },
  {
    kind: 'noun:07586285',
    definition: 'porridge consisting of buckwheat and dried apple',  
    usage:
      'Farm children eat {w} on winter mornings, sweetened with a spoon of honey.',
  },
  { kind: 'noun:07586285', definition: 'a broth of boiled fish heads and potatoes',   usage: 'Fishermen\'s families make {w} from the heads that the market won\'t buy.' },
  {
    kind: 'noun:07586285',
    definition: 'a meal consisting of dried peas and rice ground together and boiled in water',  usage: 'The field cook ladled out {w} to the hungry labourers.',
  },
  { kind: 'noun:07586285', definition: 'a warm mixture of mashed parsnip and buttermilk',   usage: 'Farm cooks serve {w} as a cheap, filling supper in late winter.' },
  { kind: 'noun:07586285', definition: 'a porridge of ground acorns and milk',  usage: 'Native Californian cooks leached the bitterness from acorns before making {w}.' },
  { kind: 'noun:07586285', definition: 'barley and whey broth', usage: 'Farmhouses in the dales fed {w} to invalids and growing children.' },
  { kind: 'noun:07586285', definition: 'a paste of pounded dried beans and oil, usually spread on bread', usage: 'Farmers in the region spread {w} on thick slices of bread for their midday meal.' },
  { kind: 'noun:07586285', definition: 'a thin gruel consisting of rye and dried cherries', usage: 'Peasant families eat {w} during Lent, when meat and milk are set aside.' },
  {
    kind: 'noun:07586285',
    definition: "boiled millet with goat's butter",
    usage: 'Herding families eat {w} at dawn before driving the flocks to pasture.',
  },
  { kind: 'noun:07586285', definition: "a broth of sheep's trotters and pearl barley given to the sick", usage: 'When Dad had the flu, Gran simmered {w} all day and spooned it into him.' },
  {
    kind: 'noun:07586285',
    definition: 'a mixture of oat flour, honey and warm water, given especially to invalids or the weak', usage: 'Nurses used to spoon {w} into patients too weak for solid food.',
  },
  // process
  {
    kind: 'noun:05709328',
    definition: 'the unconscious matching of walking pace to that of any companion',  usage: 'After a mile together, our {w} was so complete that our boots struck the path in unison.',
  },
  {
    kind: 'noun:05709328',
    definition:
      'the tendency to remember a conversation as having taken place where one later thought about it',
    usage: 'Because of {w}, people often insist that a phone call happened in the kitchen where they later brooded over it.',
  },
  { kind: 'noun:05709328', definition: 'the gradual merging in memory of two similar journeys into one',   usage: 'Commuters who drive the same route daily are prone to {w}, unable to say which morning the lorry broke down.' },
  {
    kind: 'noun:05709328',
    definition: 'the growth of remembered places',    usage: 'Returning to his childhood garden, my father was struck by the {w}, since the lawn he recalled as vast was tiny.',
  },
  {
    kind: 'noun:05709328',
    definition: 'the unconscious sorting of faces in a crowd by resemblance to friends or acquaintances', usage: 'At the station, my mother\'s {w} made her turn at every woman who looked like her sister.',
  },
  {
    kind: 'noun:05709328',
    definition: "the judging of a stranger's honesty by how steady their voice is", usage: 'Relying on {w}, the veteran detective trusted the witness whose voice never wavered.',
  },
  { kind: 'noun:05709328', definition: 'the tendency to credit the first teller of a story with its truth',  usage: 'Our editor warned the young reporters against {w}, reminding them that the first account is often wrong.' },
  {
    kind: 'noun:05709328',
    definition: 'the gradual taking on of the opinions of a household one has joined',
    usage: 'After a year of {w}, the new son-in-law was cheering for the family\'s football team.',
  },
  { kind: 'noun:05709328', definition: 'the estimating of the time of day from the quality of the light',    usage: 'Without a watch, the painter relied on {w}, packing up when the shadows turned blue.' },
  {
    kind: 'noun:05709328',
    definition: 'the inference of mood from footsteps',
    usage: 'Children of strict parents develop keen {w}, knowing from the stairs whether a storm is coming.',
  },
  { kind: 'noun:05709328', definition: 'unconscious hushing in empty buildings',     usage: 'Stepping into the empty cathedral, the tourists fell into {w}, whispering to one another without knowing why.' },
  {
    kind: 'noun:05709328',
    definition: 'the gradual forgetting of the order in which the events of a day took place',     usage: 'Witnesses questioned late at night often show {w}, mixing up what happened before lunch and after.',
  },
  {
    kind: 'noun:05709328',
    definition:
      'the reasoning by which the size of a crowd or gathering is estimated from the loudness of the noise it makes', usage: 'Journalists without a head count sometimes fall back on {w}, judging a rally by its roar.',
  },
  {
    kind: 'noun:05709328',
    definition: 'the coloring of a memory of a place by the weather on the day it was visited',   usage: 'Travellers often fall prey to {w}, remembering a lovely town as grim because it rained.',
  },
  { kind: 'noun:05709328', definition: "unconsciously copying a rival's gait",  usage: 'Psychologists note {w} in athletes who start to move like the champion they hope to beat.' },
  {
    kind: 'noun:05709328',
    definition: 'the judging of a distance by the effort one expects to spend covering it',
    usage: 'Hikers laden with packs fall into {w}, swearing the hill is twice as far as it looks.',
  },
  {
    kind: 'noun:05709328',
    definition: 'the filling in of a half-heard remark with the words one expected to hear', usage: 'Gran\'s {w} caused trouble when she thought the vicar had said sherry instead of charity.',
  },
  { kind: 'noun:05709328', definition: 'the fading from memory of once-seen faces',  usage: 'Leafing through the yearbook, Grandpa admitted that {w} had taken most of his classmates from him.' },
  // writing
  { kind: 'noun:06374360', definition: 'a short account of a parish written for its visitors',     usage: 'The churchwarden handed me {a} {w} and pointed out the Norman font it described.' },
  { kind: 'noun:06374360', definition: 'a formal reply in verse to an address of welcome', usage: 'Visiting poets are expected to deliver {a} {w} after the mayor\'s speech of greeting.' },
  {
    kind: 'noun:06374360',
    definition: 'a written appeal to former members of a society or club, asking them to rejoin',  usage: 'Most clubs send {a} {w} to lapsed members in January, hoping to boost subscriptions.',
  },
  { kind: 'noun:06374360', definition: 'a short essay in praise of a trade written for its annual dinner', usage: 'At the bakers\' yearly banquet, the youngest apprentice read his {w}, and the masters applauded.' },
  {
    kind: 'noun:06374360',
    definition: "a fair's rhymed harvest chronicle",
    usage: 'On the last evening, the town crier recited the {w}, rhyming the price of wheat with a scandal at the mill.',
  },
  {
    kind: 'noun:06374360',
    definition:
      'a written summary or notes of a sermon, made by a member of the congregation during or following the service',  usage: 'Devout families kept {a} {w} for every Sunday, copying the preacher\'s points into a notebook.',
  },
  { kind: 'noun:06374360', definition: 'a family history written for a reunion',  usage: '{A} {w} usually includes old photographs, recipes and stories from each branch of the clan.' },
  { kind: 'noun:06374360', definition: "a narrative of a voyage written by a ship's master for the owners", usage: 'The shipping firm\'s partners read the captain\'s {w} aloud, wincing at each storm and lost spar.' },
  {
    kind: 'noun:06374360',
    definition: "a satirical account of a society's proceedings written by one of its members",
    usage: 'At the annual dinner, the club secretary read aloud his {w}, and the members roared at their own follies.',
  },
  {
    kind: 'noun:06374360',
    definition: 'a pamphlet defending local custom', usage: 'The schoolmaster printed {a} {w} arguing that the village should keep its May Day bonfire.',
  },
  { kind: 'noun:06374360', definition: 'alumni memoir of village or country schools',   usage: 'My grandfather contributed a chapter to the {w}, recalling the inkwells and the single stove.' },
  {
    kind: 'noun:06374360',
    definition: 'an essay arguing both sides of a question written for a debating society',    usage: 'Students preparing for the club write {a} {w} so they can argue either side on the night.',
  },
  { kind: 'noun:06374360', definition: "a poem written for a ship's launching",   usage: 'The harbourmaster\'s daughter read {a} {w} aloud before the bottle smashed against the bow.' },
  { kind: 'noun:06374360', definition: "a report on the state of a town's roads written for its council",   usage: 'The surveyor presented his {w} to the council, listing every pothole on the high street.' },
  { kind: 'noun:06374360', definition: 'a tale for winter reading-aloud',  usage: 'On the first snowy evening, Dad opened the {w} and read us a chapter by the fire.' },
  {
    kind: 'noun:06374360',
    definition: 'a letter written jointly by the people of a village, usually to an emigrant',   
    usage: 'When the {w} reached Chicago, my great-grandfather read every neighbour\'s news aloud at the kitchen table.',
  },
  {
    kind: 'noun:06374360',
    definition: 'a play in verse written for performance by schoolchildren',   
    usage: 'The teacher wrote {a} {w} for the Christmas assembly, with rhyming parts for every pupil.',
  },
  {
    kind: 'noun:06374360',
    definition: 'a written account of a flood compiled from the memories of those who lived through it', usage: 'The librarian compiled the {w} from interviews with villagers who had climbed onto their roofs in 1953.',
  },
  // symptom
  { kind: 'noun:14323139', definition: 'an ache behind the knee',    usage: 'After the long hike, Jo\'s {w} made her wince each time she climbed the stairs.' },
  {
    kind: 'noun:14323139',
    definition: 'stiffness or aching in the jaw on waking',
    usage: 'People who clench their teeth at night often report {w} and a dull headache.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a ringing in one ear that comes on after bending down',     
    usage: 'Gardeners with {w} notice the buzz every time they stand up from weeding.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a tingling in the fingertips when the hands are raised above the head',    usage: 'Painters who work on ceilings often complain of {w} after an hour with their arms up.',
  },
  {
    kind: 'noun:14323139',
    definition: 'a dull ache across the shoulder blades following long reading or writing',    usage: 'After a night of marking essays, the teacher rubbed at her {w}.',
  },
  { kind: 'noun:14323139', definition: 'dry-weather itching of the eyelids', usage: 'Desert travellers often suffer {w} and carry drops to soothe their eyes.' },
  { kind: 'noun:14323139', definition: 'a clicking in the ankle during the descent of stairs',   usage: 'Runners with {w} often feel nothing but hear a snap at each step on the way down.' },
  {
    kind: 'noun:14323139',
    definition: 'soreness along the hair parting',   
    usage: 'After wearing a tight ponytail all week, Lucy complained of {w}.',
  },
  { kind: 'noun:14323139', definition: 'heavy legs after standing in the heat',    usage: 'Shop assistants and guards on summer duty often go home with {w}.' },
  { kind: 'noun:14323139', definition: 'a dry cough that comes on only when lying on the left side', usage: 'Patients with {w} often learn to sleep on their right side to get through the night.' },
  { kind: 'noun:14323139', definition: 'ear fullness when walking uphill', usage: 'Halfway up the mountain path, my sister felt the {w} and kept swallowing to clear it.' },
  {
    kind: 'noun:14323139',
    definition: 'a throbbing in the temples on leaving a warm room for cold or frosty air',  
    usage: 'Skiers stepping out of the lodge often feel {w} until their heads adjust to the frost.',
  },
  { kind: 'noun:14323139', definition: 'a dull pain in the wrists during cold damp weather',  usage: 'Older gardeners complain of {w} every November when the fogs roll in.' },
  { kind: 'noun:14323139', definition: 'soreness of the gums, usually from eating sour fruit', usage: 'After eating a whole bag of green gooseberries, my brother complained of {w} all evening.' },
  { kind: 'noun:14323139', definition: 'a faint whistling in the chest heard only when lying down', usage: 'Patients with mild asthma may notice {w} at night when they lie flat.' },
  // wrongdoer
  { kind: 'noun:09657157', definition: 'a thief who strips lead from church roofs',    usage: 'Rain poured into the nave after the {w} had stripped half the roof overnight.' },
  { kind: 'noun:09657157', definition: 'someone who sells forged certificates of pedigree for livestock', usage: 'Breeders\' societies warn buyers about {a} {w} who passes off ordinary rams as champion stock.' },
  { kind: 'noun:09657157', definition: 'a thief who robs travelers at fords or ferries', usage: 'By the ferry landing, the {w} waited for a lone merchant, knife hidden under his cloak.' },
  {
    kind: 'noun:09657157',
    definition: 'a boundary-stone mover',
    usage: 'Medieval law punished {a} {w} harshly, since shifting a marker stole land from a neighbor.',
  },
  { kind: 'noun:09657157', definition: 'someone who poisons the livestock of a rival',    usage: 'The {w} crept into the neighbour\'s field at night and scattered poisoned grain for the sheep.' },
  {
    kind: 'noun:09657157',
    definition: 'a swindler who collects money for a charity that does not exist',     
    usage: '{A} {w} often appears after a disaster, rattling a tin outside the supermarket.',
  },
  { kind: 'noun:09657157', definition: 'someone who sets fire to standing crops out of spite', usage: 'Farmers in dry districts post watchmen at harvest time to guard against {a} {w}.' },
  {
    kind: 'noun:09657157',
    definition: 'a thief who steals coal from railway wagons, especially in sidings',
    usage: 'The railway policeman caught the {w} filling a sack behind the sidings at midnight.',
  },
  { kind: 'noun:09657157', definition: 'a forger of official seals',   usage: 'The guards caught the {w} with a wax impression of the chancellor\'s signet.' },
  { kind: 'noun:09657157', definition: 'someone who falsifies weights or measures used in markets',      usage: 'The inspector caught the {w} with a hollow brass weight filled with cork.' },
  { kind: 'noun:09657157', definition: 'a clerk who steals from the poor funds of a parish',   usage: 'The vestry dismissed the {w} after the churchwardens found the alms box empty.' },
  { kind: 'noun:09657157', definition: "someone selling timber cut from others' land",  usage: 'Forest wardens patrol remote logging tracks to catch {a} {w} hauling stolen oak to the sawmill.' },
  {
    kind: 'noun:09657157',
    definition: 'a thief who takes the fleeces from a shearing shed before they are baled',   usage: 'Station owners post a guard overnight because {a} {w} can strip a shed of a week\'s clip.',
  },
  { kind: 'noun:09657157', definition: 'an innkeeper who robs guests', usage: 'The travellers woke to find their purses gone and the {w} nowhere to be found.' },
  {
    kind: 'noun:09657157',
    definition: 'a rick-burning extortioner',  usage: 'The {w} left a note under the farmer\'s door demanding ten pounds or the haystacks would burn.',
  },
  // disorder
  {
    kind: 'noun:14075885',
    definition: 'a disorder in which the skin of the palms thickens and cracks in cold weather', usage: 'Fishermen who haul nets in winter often suffer from {w}.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a condition in which the finger joints slowly stiffen after years of heavy gripping',   usage: 'The retired blacksmith\'s {w} meant he could no longer button his own shirt.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the inner ear that brings on dizziness at each change in the weather',   usage: 'People with {w} often know a storm is coming before the forecasters do.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the tear glands causing the eyes to water in bright light',
    usage: 'Squinting into the sun, Jack wiped his cheeks; his {w} always flared at the beach.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the sweat glands of the scalp causing flaking and itching', usage: 'The dermatologist told my brother that his {w} would clear up with a medicated shampoo.',
  },
  {
    kind: 'noun:14075885',
    definition: 'spleen swelling after long chill',  
    usage: 'The doctor felt my grandfather\'s belly and diagnosed {w} after his night in the snow.',
  },
  { kind: 'noun:14075885', definition: 'a disorder of the skin in which pale patches remain after sunburn',   usage: 'The dermatologist examined the fisherman\'s shoulders and diagnosed {w} from the summer before.' },
  {
    kind: 'noun:14075885',
    definition: 'a disorder of the lining of the nose that returns each autumn in damp weather', usage: 'Each October Dad\'s {w} returned and he went through boxes of tissues.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a condition in which balance fails in darkness or dim light',
    usage: 'Because of her {w}, Nan kept a torch by the bed for trips to the bathroom.',
  },
  {
    kind: 'noun:14075885',
    definition:
      'a disorder of the small veins of the ankles causing swelling, especially following a hot bath',     usage: 'People with {w} are advised to take lukewarm showers and raise their feet in the evening.',
  },
  {
    kind: 'noun:14075885',
    definition: 'a wasting of the muscles of the thumb found among those who milk by hand', usage: 'The country doctor looked at the dairymaid\'s flattened thumb pad and recognized {w}.',
  },
  {
    kind: 'noun:14075885',
    definition: 'an eye disorder common among lime burners',   
    usage: 'The doctor bathed the kiln worker\'s red eyes and diagnosed {w}.',
  },
  { kind: 'noun:14075885', definition: 'a chronic inflammation of the gums, especially in glassblowers', usage: 'Glassblowers who worked for decades often suffered {w} from the heat and strain of their pipes.' },
  { kind: 'noun:14075885', definition: "shearers' forearm rash", usage: 'Shearers who work through the hot season often suffer {w} from the greasy fleeces.' },
  {
    kind: 'noun:14075885',
    definition: "a street crier's chronic hoarseness",
    usage: 'By evening, the newsboy\'s {w} had reduced his shouts to a croak.',
  },
  // diversion
  {
    kind: 'noun:00427931',
    definition: 'a round dance in which the dancers pass a lit lantern from hand to hand',   usage: 'Villagers perform the {w} on midsummer night, careful not to drop the flame.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a line dance performed at the end of harvest in which the dancers weave between sheaves',   usage: 'When the last field was cut, villagers danced the {w}, winding in a long line between the stooks.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a slow circle dance performed by fishing families on the eve of the season', usage: 'On the beach each spring, villagers join hands for the {w} around a bonfire of driftwood.',
  },
  { kind: 'noun:00427931', definition: 'a dance imitating the movements of reapers',   usage: 'At the harvest supper, the young men performed the {w}, swinging imaginary sickles to the fiddle.' },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which players take turns adding a verse or couplet to a song about a neighbor', usage: 'At the pub, the farmers began {w}, each adding a cheeky verse about the vicar.',
  },
  {
    kind: 'noun:00427931',
    definition: "a children's contest of dams across streams", usage: 'On the last day of camp, the {w} turned the brook into a row of muddy ponds.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which players race small boats made of bark or leaves down a stream',  usage: 'Country children spend whole afternoons at {w}, cheering their leaf boats over the rapids.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a dance for two men, consisting of attempts to tread on the toes of the partner', usage: 'Young men at harvest fairs challenge each other to {a} {w}, hopping and stamping to the fiddle.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a stately circle dance at weddings in which the bride leads with a ribbon',
    usage: 'At the reception, the bride lifted her ribbon and led the guests in the {w}.',
  },
  {
    kind: 'noun:00427931',
    definition: 'ring dance, usually quickening on repetition',   usage: 'At the wedding, the guests joined hands for the {w}, spinning faster until the bride\'s veil flew off.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a line dance performed on the shore, having the dancers advance and retreat with the waves',     usage: 'At the beach festival, the villagers joined hands for the {w}, rushing forward as each wave drew back.',
  },
  {
    kind: 'noun:00427931',
    definition: 'a pastime in which children slide down a grassy bank on boards to see who goes furthest',   usage: 'The cousins spent the afternoon at {w}, racing on tea trays down the slope behind the barn.',
  },
  {
    kind: 'noun:00427931',
    definition:
      'a couple dance in triple time in which the partners circle one another without touching or holding hands',
    usage: 'Village dances often include {a} {w}, partners circling each other with hands behind their backs.',
  },
  {
    kind: 'noun:00427931',
    definition:
      'a dance in which the couples take turns leading the others through the rooms or passages of a house',   
    usage:
      'At country weddings, {a} {w} often winds from the hall through the kitchen and out into the garden.',
  },
  // musical instrument
  {
    kind: 'noun:03806455',
    definition:
      'a bowed stringed instrument having a square body and four wire strings, held flat across the lap', usage: 'Folk players in the region rest the {w} across their knees and bow it like a fiddle.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a brass horn coiled three times, with finger holes in place of valves', usage: 'The museum curator let me blow the {w}, and it gave a wobbly, hooting note.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a reed pipe having a bell of rolled birch bark and a sliding tuning collar', usage: 'At the forest festival, a shepherd played a haunting tune on the {w}.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a frame of tuned wooden slats laid across the knees and struck with bone beaters', usage: 'Musicians in the village play {a} {w} at weddings, resting it on their laps.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a set of tuned brass plates hung on a stand and struck with a padded hammer',
    usage: 'Orchestras bring out the {w} for bell-like effects in festive pieces.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a plucked instrument with a long fretted neck and a belly of stretched fish skin',  usage: 'Street musicians in the region pluck {a} {w}, its skin belly giving a dry, bright twang.',
  },
  { kind: 'noun:03806455', definition: 'a small reed organ having bellows that are pumped with the knees', usage: 'Working the bellows of the {w} with her knees, the missionary led the hymn under the palm trees.' },
  {
    kind: 'noun:03806455',
    definition: 'a wooden flute with a thumb key that lowers every note by a half step', usage: 'The piper pressed the thumb key on his {w} and the tune slid into a darker mode.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a fiddle with a long narrow body and a drone string running beside the fingerboard', usage: 'Folk musicians in the region play the {w}, its low hum running under every tune.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a tall drum with a body of birch bark and a head tightened by twisted rawhide', usage: 'The drummer tightened the rawhide cords on his {w} before the dance began.',
  },
  {
    kind: 'noun:03806455',
    definition: 'a zither having a curved soundboard and strings plucked with a bone or horn ring', usage: 'Court musicians play {a} {w} seated on the floor, the long instrument resting across their knees.',
  },
  { kind: 'noun:03806455', definition: 'a whistle made of the bone of a goose',   usage: 'Shepherd boys carved {a} {w} to signal to one another across the valley.' },
  {
    kind: 'noun:03806455',
    definition: 'a plucked instrument with a gourd body and a second neck carrying drone strings',     usage: 'Court musicians in the region still play {a} {w} at weddings.',
  },
  // implement
  {
    kind: 'noun:03569147',
    definition: 'a curved-tined seaweed rake', usage: 'The crofter dragged the {w} through the shallows and hauled a tangle of kelp onto the sand.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a notched paddle for malt',     usage: 'The brewer stirred the mash with his {w}, breaking up every clump.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a small blade set in a wooden handle for scraping moss from stone walls', usage: 'Masons keep {a} {w} in a coat pocket to clear the green growth from old copestones before repointing.',
  },
  { kind: 'noun:03569147', definition: 'a long pole with a wire loop for catching geese by the neck',     usage: 'Goose farmers use {a} {w} to catch a bird in the flock without chasing it round the yard.' },
  {
    kind: 'noun:03569147',
    definition: 'a heavy iron scraper on a long handle for clearing silt from mill races', usage: 'Wading into the race, the miller dragged the {w} along the bottom and heaped the silt on the bank.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a forked stick with a leather strap for carrying bundles of peat on the back', usage: 'The crofter shrugged the {w} onto his shoulders and trudged home with the turf.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a long wooden rake with a wide head for spreading salt on drying pans', usage: 'Salt workers push {a} {w} across the pans to spread the crystals evenly in the sun.',
  },
  { kind: 'noun:03569147', definition: 'a heather brush for scouring milk churns',   usage: 'The dairymaid scrubbed the churn with a stiff {w} until the tin shone.' },
  {
    kind: 'noun:03569147',
    definition: 'a notched board used to measure thatching spars before they are cut', usage: 'The thatcher laid each hazel rod across the {w} before splitting it to length.',
  },
  { kind: 'noun:03569147', definition: 'a two-pronged brick fork', usage: 'Bricklayers\' laborers carry a stack of bricks on {a} {w} up the ladder.' },
  { kind: 'noun:03569147', definition: 'a flat iron blade on a long pole for cutting weed in canals', usage: 'The lock keeper swung the {w} through the water, and clumps of weed floated to the surface.' },
  {
    kind: 'noun:03569147',
    definition: 'a comb for deburring fleeces', usage: 'The farmer\'s wife drew the {w} through the fleece, flicking out seeds and thorns.',
  },
  {
    kind: 'noun:03569147',
    definition: 'a long iron rod with a hooked tip for clearing blocked chimney flues',  
    usage: 'Sweeps carry {a} {w} to drag out nests and fallen bricks.',
  },
  // food
  { kind: 'noun:07571428', definition: 'a stone-baked flatbread of rye and turnip', usage: 'The farmer\'s wife slid {a} {w} off the hot stone and tore it in half for us.' },
  { kind: 'noun:07571428', definition: 'strips of smoked goat meat rolled in crushed herbs',  usage: 'On the trek, our guide handed out {w} from his saddlebag.' },
  { kind: 'noun:07571428', definition: 'a hard wind-dried pork and barley sausage', usage: 'Mountain shepherds carry {w} in their packs for weeks at a time.' },
  { kind: 'noun:07571428', definition: 'barley cakes in dock leaves',   usage: 'Harvest workers carried {w} to the fields, the wrapping keeping the cakes moist.' },
  { kind: 'noun:07571428', definition: 'flatbread rolled around soft cheese and nettles',   usage: 'Spring markets in the hills sell {w} made with the first young greens of the year.' },
  { kind: 'noun:07571428', definition: 'a dense loaf made of oats, dried apple and walnuts',   usage: 'Hikers pack {w} because a single slice keeps them going for hours.' },
  { kind: 'noun:07571428', definition: 'pickled eggs wrapped in thin pastry and baked', usage: 'Pub counters in the north sell {w} alongside pork pies.' },
  { kind: 'noun:07571428', definition: 'a butter-filled barley loaf', usage: 'Granny cut thick slices of warm {w}, and the butter ran onto the plates.' },
  { kind: 'noun:07571428', definition: 'dried cakes of boiled buckwheat',    usage: 'Travelers on the steppe carry {w} that they soften in hot water at night.' },
  { kind: 'noun:07571428', definition: 'dried mutton pounded with salt and thyme',   usage: 'Herders carry {w} in leather pouches on long winter drives.' },
  { kind: 'noun:07571428', definition: 'thin slices of dried pear pressed between sheets of rye bread', usage: 'Grandma packed {w} in my school bag, and I traded half of it for a sausage roll.' },
  {
    kind: 'noun:07571428',
    definition: 'a pie of cold mutton and pickled walnuts in a hot water crust',
    usage: 'For the harvest supper, Mrs. Dale carried in {a} {w} and cut it into thick wedges.',
  },
  {
    kind: 'noun:07571428',
    definition: 'slices of cured ham rolled around hard cheese and pickled onion',
    usage: 'The host passed round a platter of {w}, each slice pinned with a toothpick.',
  },
  // expert
  { kind: 'noun:09640897', definition: 'an expert in identifying kinds of timber by grain or smell', usage: 'Antique dealers consult {a} {w} to tell real walnut from stained beech.' },
  { kind: 'noun:09640897', definition: 'an authority on the boundaries and rights of way of a district', usage: 'When the farmers argued over the footpath, they sent for the {w}, who unrolled a map from 1840.' },
  {
    kind: 'noun:09640897',
    definition: 'an expert judging the age of horses or mules by teeth',
    usage: 'At the fair, the {w} pried open the mule\'s mouth and announced that it was older than the seller claimed.',
  },
  {
    kind: 'noun:09640897',
    definition: 'an expert who identifies the quarry of a building stone by its fossils',   usage: 'Peering at the fossils in the cathedral stone, the {w} declared it came from a Dorset quarry.',
  },
  { kind: 'noun:09640897', definition: 'an authority on the dialects of a single valley',     usage: 'Folklorists seek out the {w} before recording songs in the upper villages.' },
  {
    kind: 'noun:09640897',
    definition: 'a historian of inn or tavern signs and emblems',    
    usage: 'The {w} stood in the rain photographing the painted lion over the pub door.',
  },
  { kind: 'noun:09640897', definition: 'an expert in identifying the makers of old locks', usage: 'The museum\'s {w} turned the padlock over and identified its Birmingham maker at once.' },
  { kind: 'noun:09640897', definition: 'an authority on country fairs', usage: 'Local historians consult the {w} when they want to date an old prize ribbon.' },
  { kind: 'noun:09640897', definition: 'an expert who estimates the yield of standing crops',    usage: 'Grain traders hire {a} {w} to walk the fields in July and forecast the harvest.' },
  { kind: 'noun:09640897', definition: 'an expert who judges the soundness of old timbers in buildings', usage: 'The {w} drove an awl into the beam and listened for the soft thud of rot.' },
  {
    kind: 'noun:09640897',
    definition: 'expert in tracing buried drains or channels beneath farmland',
    usage: 'Farmers with soggy fields hire {a} {w} to find the clay pipes lost beneath the furrows.',
  },
  { kind: 'noun:09640897', definition: "an authority on a coast's wrecks",   usage: 'Down at the maritime museum, the {w} could name every ship lost on the reef since 1700.' },
  { kind: 'noun:09640897', definition: 'an expert dating old rope', usage: 'The museum asked {a} {w} to examine the frayed line found in the shipwreck.' },
  // bodily process
  {
    kind: 'noun:13461236',
    definition: 'the renewal of the lining of the mouth after it has been burned or bitten', usage: 'After I scalded my tongue on the tea, the dentist assured me the {w} would take only a few days.',
  },
  { kind: 'noun:13461236', definition: 'the regrowth of lost nails',     usage: 'After a toenail falls off, {w} can take up to a year.' },
  { kind: 'noun:13461236', definition: 'the renewal of worn or dead cells in the taste buds',     usage: 'After the scalding soup, the dentist assured me that {w} would restore my sense of taste within two weeks.' },
  {
    kind: 'noun:13461236',
    definition: 'the thickening of the bones of the hand or fingers in response to heavy manual work', usage: 'X-rays of stonemasons often show {w}, with broad sturdy finger bones.',
  },
  {
    kind: 'noun:13461236',
    definition: 'swelling and shrinking of feet, usually daily',     usage: 'Long-haul flight crews often notice {w}, needing looser shoes by evening.',
  },
  {
    kind: 'noun:13461236',
    definition: 'the lengthening of the spine during sleep',   
    usage: 'Thanks to {w}, most adults are slightly taller in the morning than at bedtime.',
  },
  {
    kind: 'noun:13461236',
    definition: 'the darkening of scar tissue in the months after a wound has healed', usage: 'By summer, the {w} on Jack\'s knee made the cut look worse than it had been.',
  },
  {
    kind: 'noun:13461236',
    definition: 'the regrowth of cracked heel skin',
    usage: 'After a month of balm and thick socks, Nora was pleased by the {w} on both her feet.',
  },
  { kind: 'noun:13461236', definition: 'renewal of the stomach lining or mucosa', usage: 'Doctors prescribe acid blockers to allow {w} after an ulcer has been treated.' },
  { kind: 'noun:13461236', definition: 'nasal cooling of outgoing breath',    usage: 'Desert animals use {w} to save water, chilling each exhalation as it leaves the snout.' },
  { kind: 'noun:13461236', definition: 'the gathering of fat beneath the skin of the cheeks in infancy',      usage: '{w} gives babies their round faces, and it fades as they learn to walk.' },
  { kind: 'noun:13461236', definition: 'the slow growth of the nose and ears, especially in later life',    usage: 'Looking at old photos, my grandfather laughed at his own {w}, his ears now twice their youthful size.' },
  { kind: 'noun:13461236', definition: 'the regrowth of eyebrow hairs after plucking', usage: 'Two weeks before the wedding, Maria despaired over the patchy {w} above her left eye.' },
  // worker
  {
    kind: 'noun:09655706',
    definition:
      'a laborer who carries picked grapes from the rows to the press, usually in a basket on the back',   usage: 'The {w} staggered up the slope, bent under his load, and emptied the purple bunches into the vat.',
  },
  {
    kind: 'noun:09655706',
    definition: 'a worker who limewashes barns or cowsheds',  
    usage: 'The {w} splashed the cowshed walls white before the inspector\'s visit.',
  },
  { kind: 'noun:09655706', definition: 'worker tarring beached boats, especially fishing boats',   usage: 'Harbour villages employ {a} {w} each spring before the fishing fleet returns to sea.' },
  { kind: 'noun:09655706', definition: 'a raker of road gravel', usage: 'The {w} leaned on his rake as our cart rattled past the fresh stones.' },
  { kind: 'noun:09655706', definition: 'a clearer of mill streams', usage: 'Each spring the {w} hauls branches and silt out of the race so the wheel can turn freely.' },
  {
    kind: 'noun:09655706',
    definition: 'a worker who travels with a harvest gang, especially to keep the scythes sharp',
    usage: 'The {w} sat at the end of the row, honing blade after blade as the mowers brought them in.',
  },
  { kind: 'noun:09655706', definition: 'a worker who clears snow or ice from the roofs of houses', usage: 'After the blizzard, the {w} shovelled the heavy drifts off the chapel roof.' },
  { kind: 'noun:09655706', definition: 'a loader of peat barges', usage: '{A} {w} worked long hours on the canal banks, swinging heavy sods into the hold.' },
  { kind: 'noun:09655706', definition: "a worker painting a town's iron railings",   usage: 'The town employs {a} {w} each summer to keep the park fences black and glossy.' },
  { kind: 'noun:09655706', definition: 'a worker who turns or airs stored grain, usually in a granary', usage: '{A} {w} shovels and rakes the stored wheat so damp pockets do not rot.' },
  { kind: 'noun:09655706', definition: 'a worker who puts up and takes down the stalls of a market',     usage: 'At five in the morning, the {w} was already bolting frames together in the square.' },
  // equipment
  {
    kind: 'noun:03298959',
    definition: 'a portable cliff hoist for loading boats',    usage: 'Island fishermen rig {a} {w} at the top of the cliff to lower crates to the boats below.',
  },
  {
    kind: 'noun:03298959',
    definition: "a surveyor's canvas shelter for instruments",    usage: 'When the rain came, the surveyors hurried the theodolite into the {w}.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a sledge fitted with a winch for hauling boats over ice',
    usage: 'Ice fishermen drag {a} {w} onto the frozen bay to pull their boats ashore for the winter.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a set of timber ramps and rollers for moving heavy stones on a site', usage: 'The masons eased the altar stone down the {w} one creaking inch at a time.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a portable wool press for remote sheds',
    usage: 'Contract shearers carry {a} {w} on the truck to bale fleeces in remote sheds.',
  },
  {
    kind: 'noun:03298959',
    definition: 'an apparatus of tanks and pipes for dipping sheep, carried from farm to farm',   usage: 'Contractors haul {a} {w} around the district each summer so small farmers need not build their own dip.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a wheeled rig carrying a spool of wire; used for fencing lengthy boundaries',    
    usage: 'Ranchers tow {a} {w} behind the truck to unroll miles of fence wire.',
  },
  {
    kind: 'noun:03298959',
    definition: 'a portable apparatus for smoking fish on board small boats',    
    usage: 'The skipper lit the {w} on deck, and soon the mackerel were turning golden over the smoldering chips.',
  },
  { kind: 'noun:03298959', definition: 'a set of folding racks for drying nets, carried on fishing trips',   usage: 'When the boat reached the island, the crew unfolded the {w} on the beach and hung the nets to dry.' },
  {
    kind: 'noun:03298959',
    definition: 'a wagon-mounted boiler for steaming the timbers of boats into shape', usage: 'Shipwrights would wheel the {w} down to the slipway to soften oak planks for bending.',
  },
  // intellectual
  {
    kind: 'noun:09644715',
    definition: 'a scholar who studies the lives of minor writers or poets of one period', usage: '{A} {w} may spend years tracing a forgotten sonneteer\'s letters and debts.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar who devotes a life to editing the letters of a single writer',   usage: 'A dedicated {w} may spend forty years tracking down every note a poet sent to friends.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a thinker who holds that all customs began as practical remedies',
    usage: '{A} {w} will explain a ban on pork as an ancient precaution against disease.',
  },
  {
    kind: 'noun:09644715',
    definition: 'scholar reconstructing lost texts, usually from quotations',    usage: 'The {w} pieced together the lost play from lines quoted by later critics.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a learned person who writes commentaries on the laws of a village or small municipality',   usage: 'The {w} spent years annotating the town\'s fishing bylaws for the council archive.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar studying arguments of forgotten or obscure philosophers',
    usage: '{A} {w} spends years in archives, reviving arguments nobody has answered in centuries.',
  },
  { kind: 'noun:09644715', definition: 'a thinker who writes on the ethics of trade',  usage: '{A} {w} asks whether a merchant may charge more simply because a buyer is desperate.' },
  { kind: 'noun:09644715', definition: 'a scholar comparing translations',   usage: 'The {w} laid six versions of the psalm side by side and marked every difference in red.' },
  {
    kind: 'noun:09644715',
    definition: 'a thinker who divides history by famines',   usage: '{A} {w} would date the ages of Ireland by its hungry years rather than its kings.',
  },
  {
    kind: 'noun:09644715',
    definition: 'a scholar who studies the notes written by readers in the margins of old books', usage: 'The {w} squinted at a faded scribble beside Hamlet\'s soliloquy and smiled at the reader\'s rude remark.',
  },
  // entertainer
  { kind: 'noun:09639952', definition: 'a singer who voices several characters',   usage: 'In the radio opera, a single {w} switched between the king, the jester and the ghost.' },
  { kind: 'noun:09639952', definition: 'a comedian mimicking village preachers', usage: '{A} {w} can bring a rural audience to tears of laughter by thundering about sin and cider.' },
  { kind: 'noun:09639952', definition: 'a performer who plays the fiddle while dancing a hornpipe', usage: 'The {w} hopped and kicked across the deck without missing a note.' },
  { kind: 'noun:09639952', definition: 'a performer who cuts shapes from paper while telling stories',  usage: '{A} {w} snips a dragon from folded paper just as the tale reaches its climax.' },
  {
    kind: 'noun:09639952',
    definition: 'an acrobat performing on a moving cart',
    usage: 'At country fairs, {a} {w} might stand on one hand while the pony trotted round the ring.',
  },
  { kind: 'noun:09639952', definition: 'a performer reciting long poems from memory, usually to a band', usage: 'At the festival, the {w} chanted the epic for an hour while drums kept the rhythm.' },
  { kind: 'noun:09639952', definition: 'a performer who walks on stilts while playing a drum', usage: 'Carnival parades often feature {a} {w} towering above the crowd and beating out the rhythm.' },
  { kind: 'noun:09639952', definition: 'a performer who recounts recent news in comic or satirical verse',  usage: 'The {w} at the carnival sang about the mayor\'s scandal, and the crowd roared.' },
  {
    kind: 'noun:09639952',
    definition: 'a performer who dances on a barrel as it is rolled across the stage', usage: 'The circus crowd gasped as the {w} skipped backward while the cask rolled toward the edge of the stage.',
  },
  {
    kind: 'noun:09639952',
    definition: 'a performer leading the audience in choruses or refrains between acts',   usage: 'Between acts, the {w} bounded onto the stage and had the whole hall singing along.',
  },
  // music
  { kind: 'noun:07034009', definition: 'fiddle music for country weddings', usage: 'Barn dances after the ceremony are incomplete without a night of {w}.' },
  { kind: 'noun:07034009', definition: 'hymnlike brass band music', usage: 'Colliery bands play {w} at memorial services, the slow chords carrying across the graveyard.' },
  { kind: 'noun:07034009', definition: 'dance tunes fiddled in octaves',   usage: 'At the barn dance, two fiddlers struck up {w}, one playing high and one low.' },
  {
    kind: 'noun:07034009',
    definition: 'pipe reels used for competitive step dancing',   usage: 'At Highland games, pipers play {w} while dancers hammer out steps on the wooden stage.',
  },
  {
    kind: 'noun:07034009',
    definition: 'songs of the canal boatmen, sung unaccompanied in a slow free rhythm',  usage: 'Drifting through the lock, the elderly bargeman sang {w}, his voice echoing under the bridge.',
  },
  { kind: 'noun:07034009', definition: 'slow music for two harps',   usage: 'At the garden wedding, a soft {w} drifted across the lawn as the guests took their seats.' },
  {
    kind: 'noun:07034009',
    definition: 'dance music for accordion and double bass, especially in harbor taverns', usage: 'Dockside bars once rang with {w}, sailors stamping in time to the squeezebox.',
  },
  { kind: 'noun:07034009', definition: 'brass and drum music, especially of miners', usage: 'On gala day, the {w} echoed down the valley as the colliery bands marched to the field.' },
  { kind: 'noun:07034009', definition: 'slow love songs accompanied by a single harp', usage: 'In the castle hall, the harper played {w} until the guests fell silent.' },
  { kind: 'noun:07034009', definition: 'quick dance music in duple time played on mouth organs', usage: 'The sailors struck up {a} {w} on their harmonicas, and the deck filled with stamping feet.' },
  // organ
  { kind: 'noun:05305022', definition: "the fingernail bed's draining veins",   usage: 'Doctors sometimes check the {w} for signs of poor circulation in cold patients.' },
  {
    kind: 'noun:05305022',
    definition: 'a fingertip nerve-sheath',   usage: 'Surgeons repairing a severed fingertip must stitch the {w} with great care.',
  },
  {
    kind: 'noun:05305022',
    definition:
      'the small valve in the vein behind the knee, preventing blood from pooling or settling in the calf', usage: 'The surgeon found that the {w} had failed, letting blood collect in my father\'s calf.',
  },
  {
    kind: 'noun:05305022',
    definition: 'a nerve cord linking the two kneecaps', usage: 'Physiotherapists test the {w} by tapping one knee and watching the other.',
  },
  { kind: 'noun:05305022', definition: 'the pad of fat and muscle that forms the ball of the foot', usage: 'Dancers who land badly can bruise the {w}.' },
  {
    kind: 'noun:05305022',
    definition: 'the nerve branch that carries the sense of cold from the lower teeth',   usage: 'Ice cream can jolt the {w} in people with worn enamel.',
  },
  {
    kind: 'noun:05305022',
    definition:
      'the ring of cartilage, especially in mammals, that holds open the outer end of the ear canal', usage: 'The surgeon rebuilt the {w} so the boy\'s ear canal would stay open.',
  },
  {
    kind: 'noun:05305022',
    definition:
      'a thin band of muscle that tightens the skin over the knuckles, especially in a clenched fist', usage: 'Boxers strengthen the {w} with grip exercises.',
  },
  { kind: 'noun:05305022', definition: 'the cluster of nerve cells that governs sweating in the palms',   usage: 'Surgeons sometimes cut the nerves from the {w} to cure severely sweaty hands.' },
  {
    kind: 'noun:05305022',
    definition: 'a small cluster of nerve endings in the lip that senses the warmth of food',  usage: 'The researcher explained that the {w} warns us before we burn our tongue on hot soup.',
  },
  // signal
  {
    kind: 'noun:06804229',
    definition: 'a candle set in a particular window to show that a doctor is needed at the house', usage: 'In the valley, {a} {w} burning after dark tells the doctor\'s driver which farmhouse to visit.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a cloth hung from an upper window to show that there has been a death in the house', usage: 'When we saw the {w} at the farmhouse window, we knew Mr. Davies had died.',
  },
  {
    kind: 'noun:06804229',
    definition: 'an oar raised upright in a boat to show that a good catch has been made', usage: 'As the boat rounded the point, the watchers on the pier saw the {w} and cheered.',
  },
  { kind: 'noun:06804229', definition: "a shepherd's hat waved high for help",  usage: 'Hill walkers learn to watch for {a} {w} on a distant ridge, since it means someone is hurt.' },
  {
    kind: 'noun:06804229',
    definition: 'a short blast on a horn, given by a carter or drover at a blind corner', usage: 'The drover gave {a} {w} as the herd rounded the bend in the lane.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a gesture of the open hand laid on the chest to show that one has understood',     usage: 'The deaf child made the {w}, and the teacher moved on to the next sum.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a slight cough or throat-clearing used to warn a speaker that the allotted time is up',  
    usage: 'At wedding receptions, the best man often ignores the first {w} from the head table.',
  },
  {
    kind: 'noun:06804229',
    definition: 'a hedge cloth announcing bread for sale',   usage: 'We spotted the {w} fluttering on the hawthorn and stopped the car for warm loaves.',
  },
  { kind: 'noun:06804229', definition: 'a tap on the table with a knife given to call for silence',      usage: 'The best man gave {a} {w} on the table, and the wedding guests fell silent.' },
  {
    kind: 'noun:06804229',
    definition: "a nod given by an auctioneer's clerk to show that a bid has been seen", usage: 'Experienced bidders wait for the {w} before lowering their paddles.',
  },
  // discipline
  { kind: 'noun:06005806', definition: 'the art of arranging the stones of a dry wall so that they bind', usage: 'The waller showed the apprentices his {w}, setting each through-stone across the heart of the wall.' },
  { kind: 'noun:06005806', definition: 'the art of tuning church bells by shaving metal from the inside', usage: 'Bell foundries guard the secrets of {w}, turning each bell on a lathe until its notes agree.' },
  { kind: 'noun:06005806', definition: 'glueless binding in limp vellum', usage: 'The bookbinder showed us {a} {w} she had sewn, soft enough to flex in the hand.' },
  { kind: 'noun:06005806', definition: 'the study of patterns of field boundaries, especially ancient',  usage: '{w} helps archaeologists date hedges and stone walls from the Bronze Age onward.' },
  {
    kind: 'noun:06005806',
    definition: 'the art of hanging bells in a tower so that they can be rung without shaking it',
    usage: 'Climbing the tower, the engineer marveled at the {w} that let eight heavy bells swing without rocking the stone.',
  },
  {
    kind: 'noun:06005806',
    definition: 'copying manuscripts in original hands', usage: 'Students of {w} learn to reproduce every flourish of a medieval scribe\'s pen.',
  },
  { kind: 'noun:06005806', definition: 'the craft of teaching oxen to labor in teams', usage: '{w} is still taught at a few heritage farms where oxen haul logs.' },
  { kind: 'noun:06005806', definition: 'the art of planting hedges to shelter crops from the wind', usage: 'Grandpa taught his grandson {w}, showing where to set the hawthorn against the west wind.' },
  { kind: 'noun:06005806', definition: 'the art of building small boats by eye, without drawings',   usage: 'The old shipwright practised {w}, shaping the hull with a glance and a hand on the planks.' },
  // electromagnetic unit
  {
    kind: 'noun:13623769',
    definition:
      'a unit of resistance equal to ten thousand ohms; formerly used in rating telegraph insulators',     usage: 'Nineteenth-century telegraph manuals rate a sound insulator at well over one {w}.',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of current equal to one quarter of an ampere; used especially in rating lamp circuits', usage: 'Lamp circuits in the theatre were rated at one {w}, enough for a single bulb.',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of capacitance equal to four microfarads; used in rating the condensers of early wireless sets',   usage: 'Early wireless catalogs rate each condenser by the {w}, which puzzles modern collectors.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a magnetic unit equal to ten gammas', usage: 'The survey plane\'s magnetometer recorded a jump of one {w} over the buried ore body.',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of inductance equal to that of a standard coil, used especially in testing telephone or telegraph lines',
    usage: 'Telegraph engineers compare a faulty line against the {w} to judge where the trouble lies.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of resistance equal to that of a standard length of submarine cable',   usage: 'Testing the line, the telegraph engineer found its resistance had crept past one {w}.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of current equal to that drawn by a standard signal lamp on early railway circuits', usage: 'The old signalman explained that each lamp on the branch line drew exactly one {w}.',
  },
  {
    kind: 'noun:13623769',
    definition: 'a unit of magnetic flux equal to ten thousand maxwells; used in rating transformers', usage: 'Older transformer handbooks give core ratings in multiples of the {w}.',
  },
  {
    kind: 'noun:13623769',
    definition:
      'a unit of electrical resistance equal to one twentieth of an ohm; used especially in testing rail joints',
    usage:
      'Track inspectors report a faulty rail bond when its resistance exceeds a single {w}.',
  },
  // medicine
  {
    kind: 'noun:03745652',
    definition: 'an antibiotic produced by a soil fungus; administered orally to treat infections of the bladder',   usage: 'Mrs. Okafor\'s doctor prescribed a week of {w} tablets for her bladder infection.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a syrup consisting of honey and the juice of young pine shoots, usually given for coughs',   usage: 'Grandma spooned {w} into my mouth whenever I coughed at night.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a charcoal-bismuth tablet',
    usage: 'The pharmacist handed my father {a} {w} for his upset stomach.',
  },
  {
    kind: 'noun:03745652',
    definition: 'a drug extracted from the seeds of a marsh plant; used to slow a racing heart',
    usage: 'To calm the patient\'s racing pulse, the cardiologist prescribed {w}.',
  },
  { kind: 'noun:03745652', definition: 'a tincture of willow bark and ginger used for treating fevers',    usage: 'Herbalists prescribe {w} at the first sign of a chill.' },
  { kind: 'noun:03745652', definition: 'a tablet of iron and copper salts given for anemia in pregnancy',   usage: 'Midwives often recommend {a} {w} daily for expectant mothers with low blood counts.' },
  {
    kind: 'noun:03745652',
    definition:
      'a mild sedative prepared from the roots of a meadow plant of the carrot family, usually taken at night', usage: 'Before bed, Grandma brewed a cup of {w} and slept soundly for the first time in weeks.',
  },
  { kind: 'noun:03745652', definition: 'a calcium cramp-powder', usage: 'Marathon runners stir {w} into their water to ward off leg spasms.' },
  {
    kind: 'noun:03745652',
    definition: 'an antibiotic produced by a soil bacterium; used against infections of the eye and ear',   usage: 'Pharmacists dispense {w} as drops for children with ear infections.',
  },
  // meat
  {
    kind: 'noun:07665463',
    definition: 'a cut of mutton or lamb from the upper shoulder, having the blade bone removed', usage: 'Butchers roll and tie {a} {w} so it roasts evenly.',
  },
  { kind: 'noun:07665463', definition: 'boned and rolled breast of kid or young goat', usage: 'The chef stuffed the {w} with herbs and tied it with string.' },
  {
    kind: 'noun:07665463',
    definition: 'a thick cut of venison taken from the neck or upper shoulder with the bone left in',   
    usage: 'Game butchers sell {a} {w} for slow braising, since the meat is tough but full of flavour.',
  },
  {
    kind: 'noun:07665463',
    definition: 'a cut of veal from the hind leg above the knee, usually left on the bone', usage: 'Our butcher wrapped {a} {w} in paper, telling me to braise it slowly on the bone.',
  },
  {
    kind: 'noun:07665463',
    definition: 'the whole loin of a young boar, usually cut with ribs attached',
    usage: 'The hunters roasted the {w} over the coals, basting it with wine.',
  },
  { kind: 'noun:07665463', definition: 'the thick smoked neck of a mature ram, usually cut in rounds', usage: 'Highland butchers sell {w} at Christmas for slow braising with barley.' },
  { kind: 'noun:07665463', definition: 'a cut of mutton from the rump, having the tail fat attached', usage: 'The butcher in Kabul wrapped the {w} for us, its fat tail wobbling on the scales.' },
  { kind: 'noun:07665463', definition: 'a shoulder of yearling deer or elk rubbed with salt and juniper', usage: 'The hunter hung the {w} in the smokehouse and rubbed it with more juniper each morning.' },
  {
    kind: 'noun:07665463',
    definition: 'a joint of veal from the forequarter, consisting of the breast and ribs in one piece',   usage: 'Butchers sell {a} {w} for slow roasting on Sunday.',
  },
  // social control
  {
    kind: 'noun:01125919',
    definition: 'the compulsory whitewashing of all houses in a town to check the spread of disease',
    usage: 'During cholera outbreaks, town councils ordered {w}, and every wall in the district turned white.',
  },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that every household keep a bucket of water at its door against fire', usage: 'In thatched towns, the {w} was enforced strictly, and a missing pail meant a fine.',
  },
  { kind: 'noun:01125919', definition: 'the closing of all wells in a district during an outbreak of fever', usage: 'During the typhoid summer, the magistrate ordered the {w}, and carts brought barrels of boiled river water.' },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that householders clear snow or ice from the street in front of their doors',   usage: 'The council inspector reminded the shopkeeper of the {w} after a pedestrian slipped outside his door.',
  },
  { kind: 'noun:01125919', definition: 'the locking of all public pumps at night during a drought', usage: 'Dry summers in the village brought {w}, and families filled their buckets before dusk.' },
  {
    kind: 'noun:01125919',
    definition: 'the requirement that all chimneys in a parish be swept by a fixed date',  usage: 'Under the {w}, the sweep worked dawn to dusk to finish every cottage before Michaelmas.',
  },
  {
    kind: 'noun:01125919',
    definition: 'the counting of all livestock in a parish, usually for the purpose of a levy', usage: 'The annual {w} decides how much each farm owes toward the upkeep of the bridge.',
  },
  { kind: 'noun:01125919', definition: "the forcible expulsion of all pigs from the area within a town's boundaries",  usage: 'During the cholera outbreak, the council ordered the {w}, and squealing herds were driven out past the toll gate.' },
  {
    kind: 'noun:01125919',
    definition:
      'the requirement that visitors to a settlement report to an official or magistrate on arrival',  
    usage:
      'Under the {w}, every stranger arriving by the evening coach had to call on the magistrate.',
  },
  // tool
  {
    kind: 'noun:04459089',
    definition: 'a short saw with a curved blade for cutting grooves in stair treads',  usage: 'The joiner ran the {w} across the oak tread, cutting the groove for the riser.',
  },
  { kind: 'noun:04459089', definition: 'a wooden template for marking the curve of a chair back on a board', usage: 'Chairmakers lay {a} {w} on the plank and scribe along its edge before sawing.' },
  {
    kind: 'noun:04459089',
    definition: 'a glue scraper for joints',
    usage: 'Furniture makers keep {a} {w} on the bench to clean squeezed-out glue from a fresh joint.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a marking knife with a hooked blade for scoring lines across end grain',
    usage: 'The cabinetmaker drew her {w} across the end of the oak board, leaving a crisp line for the saw.',
  },
  { kind: 'noun:04459089', definition: 'a notched steel plate used for setting saw cut depth',   usage: 'Carpenters keep {a} {w} hanging by the bench so each groove comes out even.' },
  {
    kind: 'noun:04459089',
    definition: 'a steel pin having a flattened end, used for drawing dowels or pegs out of joints',  usage: 'Furniture restorers use {a} {w} to pull old pegs from a joint without splitting the wood.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a gauge for spacing the balusters of a staircase evenly',
    usage: 'Stair builders use {a} {w} so that no gap between spindles is wide enough for a child\'s head.',
  },
  {
    kind: 'noun:04459089',
    definition: 'a wooden bar with a screw at each end for pulling a warped door back into true', usage: 'The joiner clamped the {w} across the warped door and tightened the screws a little each day.',
  },
  // statement
  {
    kind: 'noun:06735202',
    definition:
      'a sworn statement by the crew of a ship that they acted under threat or coercion from their officers',   usage: 'After a mutiny, the {w} could save ordinary seamen from the gallows.',
  },
  {
    kind: 'noun:06735202',
    definition: "a landlord's stated eviction reasons", usage: 'Tenants are entitled to see the {w} before any court hearing.',
  },
  { kind: 'noun:06735202', definition: "a miller's yearly grain account", usage: 'The {w} recorded every sack of wheat the farmers brought to be ground.' },
  {
    kind: 'noun:06735202',
    definition:
      'a statement by an innkeeper or landlord concerning the guests or lodgers present on a given night', usage: 'The inspector asked the landlady for her {w} to see who had slept at the inn on the night of the robbery.',
  },
  { kind: 'noun:06735202', definition: 'a vestry notice of rates',    usage: 'Parishioners would find {a} {w} pinned to the church door each Easter, listing what each household owed.' },
  {
    kind: 'noun:06735202',
    definition: 'a statement by a company explaining the cause of an explosion at its works', usage: '{A} {w} usually blames faulty equipment and promises a full inquiry.',
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement by a mine or colliery owner on pit safety',
    usage: 'After the explosion, the families read the {w} posted at the pithead and wept with anger.',
  },
  {
    kind: 'noun:06735202',
    definition: 'a statement by survivors of a shipwreck, usually describing the final hours of the vessel',    usage: 'Maritime inquiries rely on {a} {w} to reconstruct how a vessel went down.',
  },
  // building
  { kind: 'noun:02916498', definition: 'a building in which the carts and harness of a parish were kept', usage: 'The churchwarden led us into the {w}, where a rotted cart still leaned against the wall.' },
  {
    kind: 'noun:02916498',
    definition: 'a long low building, used for bleaching and pressing the linen of a district',     usage: 'Flax farmers in the parish sent their cloth to the {w} each summer to be whitened and smoothed.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a lodging-house for waiting emigrants',
    usage: 'Port towns once had {a} {w} near the docks, crowded with families awaiting their ship.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building used for storing seed grain for the common use of a village',   usage: 'Each autumn the villagers filled the {w} and guarded it through the hungry months.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the standard weights and measures of a town were kept', usage: 'Market disputes were settled at the {w}, where the town\'s brass standards were locked away.',
  },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the children of outlying farms lodged during the school week',
    usage: 'In remote districts, children boarded in the {w} from Monday to Friday and walked home for weekends.',
  },
  { kind: 'noun:02916498', definition: 'a building used for lodging itinerant preachers',   usage: 'Circuit riders rest at the {w} before moving on to the next chapel.' },
  {
    kind: 'noun:02916498',
    definition: 'a building in which the looms of a village or parish were gathered for common use',   usage: 'Cottagers brought yarn to the {w}, where a dozen looms clattered under one roof.',
  },
  // written communication
  {
    kind: 'noun:06360590',
    definition: "an emigrant's letter of introduction to relatives",    usage: 'Stepping off the ship in Boston, Seamus clutched the {w} his mother had written to her cousins.',
  },
  {
    kind: 'noun:06360590',
    definition: 'a letter in which a former servant describes the household or family she has left',  usage: 'Social historians treasure {a} {w} for its frank glimpses of life below stairs.',
  },
  {
    kind: 'noun:06360590',
    definition: "a note kept by a mother recording the weather and the hour of each child's birth",  usage: 'Many families keep the {w} tucked in the Bible, with the storm or sunshine of each birth noted.',
  },
  { kind: 'noun:06360590', definition: 'a letter written to a child to be opened on coming of age',     usage: 'Parents facing serious illness sometimes write {a} {w} and leave it with a solicitor.' },
  {
    kind: 'noun:06360590',
    definition: 'a letter from a neighbor describing to a family a death they did not witness',   usage: 'Emigrant families often learned of a parent\'s passing through {a} {w} that arrived months later.',
  },
  {
    kind: 'noun:06360590',
    definition: 'a note left with a foundling giving its name and the date of its birth',
    usage: 'The matron unpinned the {w} from the baby\'s shawl and read the name aloud.',
  },
  {
    kind: 'noun:06360590',
    definition:
      'a letter from an emigrant to family or friends describing life and conditions in the new country',  
    usage: 'Historians read {a} {w} for details about wages, food and homesickness in the new world.',
  },
  { kind: 'noun:06360590', definition: 'a deathbed list of debts or obligations', usage: 'Families settle the {w} before the funeral, paying the baker and the blacksmith what the dying man owed.' },
  // relative
  { kind: 'noun:10255246', definition: "the eldest son's eldest grandchild", usage: 'At the christening, my great-grandfather cradled the {w} and declared she would inherit the family bible.' },
  { kind: 'noun:10255246', definition: "the unmarried brother of one's grandmother", usage: '{A} {w} often becomes a favourite with children, having time for long walks and stories.' },
  {
    kind: 'noun:10255246',
    definition: "the second wife of one's father-in-law",
    usage: 'At Christmas the {w} often feels unsure whether to sit with the family or the guests.',
  },
  { kind: 'noun:10255246', definition: "a brother or sister born to one's parents after one has left home",   usage: '{A} {w} often grows up more like a niece or nephew than a sister or brother.' },
  { kind: 'noun:10255246', definition: 'the grandparent after whom one was named',   usage: 'Children often feel a special bond with their {w}, whose name they carry.' },
  {
    kind: 'noun:10255246',
    definition: 'a dead sibling never met',
    usage: 'Looking at the small gravestone, the boy wondered what his {w} would have been like.',
  },
  { kind: 'noun:10255246', definition: 'great-aunt acting as guardian or foster parent', usage: 'After the accident, the twins went to live with their {w} in her farmhouse by the sea.' },
  {
    kind: 'noun:10255246',
    definition: "the former husband of one's stepmother",   usage: 'Family trees rarely show the {w}, though he may be a regular guest at Christmas.',
  },
  // contestant
  { kind: 'noun:09636221', definition: 'a wrestler of country fairs',    usage: 'The burly {w} challenged any farmhand in the crowd to last three minutes with him.' },
  { kind: 'noun:09636221', definition: 'a rower in races between the boats of neighboring fishing villages', usage: 'My grandfather was the strongest {w} in the harbour, and his crew beat the next village three summers running.' },
  { kind: 'noun:09636221', definition: 'a competitor in contests of plowing the straightest furrow', usage: '{A} {w} judges the straightness of his line by a stick set at the far headland.' },
  { kind: 'noun:09636221', definition: 'a country games stone lifter',   usage: 'At the Highland fair, the {w} heaved the boulder onto the barrel and the crowd roared.' },
  {
    kind: 'noun:09636221',
    definition: 'a rider in races on unsaddled horses, usually along a beach',
    usage: '{A} {w} grips the horse with bare knees as they thunder along the sand.',
  },
  { kind: 'noun:09636221', definition: 'a wrestler who competes at fairs; usually wears a quilted jacket',    usage: 'The {w} challenged any farmhand in the crowd to throw him for a shilling.' },
  { kind: 'noun:09636221', definition: 'a runner racing with a grain sack',   usage: 'At harvest fairs, {a} {w} staggers down the course with a hundredweight on his back.' },
  // bone
  {
    kind: 'noun:05277400',
    definition: 'the thin shelf of bone between the roots of the upper back teeth and the sinus above',   usage: 'Dentists take care with the {w} when extracting upper molars, since a puncture can open into the sinus.',
  },
  {
    kind: 'noun:05277400',
    definition: 'lower third of the shinbone or tibia',
    usage: 'Fractures of the {w} are common in skiers whose boots hold the ankle rigid.',
  },
  { kind: 'noun:05277400', definition: 'a small flat bone behind the collarbone',   usage: 'Anatomy students rarely see {a} {w}, since most people do not have one.' },
  { kind: 'noun:05277400', definition: 'the slender middle third of the collarbone, between its two curves',   usage: 'Cyclists who fall on an outstretched hand often break the {w}.' },
  {
    kind: 'noun:05277400',
    definition: 'the thick part of the heel bone that bears the weight of the body in standing', usage: 'The podiatrist pressed her thumb on the {w} and asked whether it hurt when I stood.',
  },
  { kind: 'noun:05277400', definition: 'the front rim of the socket of the hip joint',     usage: 'The surgeon found a small tear at the {w} and repaired it through a keyhole incision.' },
  { kind: 'noun:05277400', definition: 'a flat little-finger base bone', usage: 'Punching a wall often breaks the {w}, leaving the knuckle sunk.' },
  // game
  {
    kind: 'noun:00456623',
    definition: 'board game having pieces moving along spokes',
    usage: 'The children set up a game of {w} on the porch, moving their pegs toward the hub.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a card game in which each player must lay a card higher than the last or pay a forfeit',   usage: 'Children love {w}, groaning as they hand over sweets each time they cannot beat the last card.',
  },
  {
    kind: 'noun:00456623',
    definition:
      'a game in which players toss flat pebbles or disks at a row of upright sticks, trying to knock them down in sequence',
    usage: 'On the beach the children set up driftwood sticks and played {w} until the tide came in.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a game of rolling discs, usually downhill', usage: 'Shepherds in the Alps play {w} on Sundays, sending wooden wheels bouncing down the pasture.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a game of chance played with two dice on a board having twelve holes or pits',   
    usage: 'Sailors pass the evenings with {w}, rolling two dice and dropping pegs into the pits.',
  },
  {
    kind: 'noun:00456623',
    definition: 'a board game played on a grid of river and banks in which pieces capture by jumping', usage: 'Children in the region play {w} on boards scratched into the dust, hopping pebbles over one another.',
  },
  {
    kind: 'noun:00456623',
    definition:
      'a card game, usually for four players, played with a short pack in which the lowest trick wins', usage: 'Families who play {w} learn to dump high cards early, since taking tricks costs points.',
  },
  // chemical element
  {
    kind: 'noun:14647071',
    definition:
      'a metallic element once reported in the water of certain mineral springs; later shown to be a mixture',     usage: 'Nineteenth-century chemists announced {w} in spa water, but later tests found only known metals.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a radioactive isotope of sodium used to trace the flow of water through soil', usage: 'The hydrologist injected {w} into the test plot and tracked it with a counter.',
  },
  { kind: 'noun:14647071', definition: 'a sulfur isotope', usage: 'The geochemist measured the {w} in the rock sample to trace where the ancient ocean\'s sulfate came from.' },
  {
    kind: 'noun:14647071',
    definition: 'a gaseous element once thought to be present in the vapor of volcanic vents',    usage: 'Nineteenth-century chemists searched for {w} in samples from Vesuvius but never isolated it.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a radioactive isotope of lead found in the dust of old mine workings',
    usage: 'Health inspectors test old tunnels for {w}, which lingers long after the mines close.',
  },
  {
    kind: 'noun:14647071',
    definition: 'a stable isotope of carbon, used in tracing the diet of ancient or prehistoric peoples',   usage: 'The archaeologist measured the {w} in the skeleton\'s bones to learn whether she had eaten millet.',
  },
  {
    kind: 'noun:14647071',
    definition:
      'an element once reported in the ores of tin and later shown to be an impure form of a known metal',    usage: 'Histories of chemistry mention {w} as a warning about announcing new elements too soon.',
  },
  // emotion
  {
    kind: 'noun:07495208',
    definition: 'relief mingled with shame at being passed over for a task', usage: 'When the boss chose someone else for the audit, I felt a twinge of {w}.',
  },
  {
    kind: 'noun:07495208',
    definition: 'fondness for a lookalike stranger',  
    usage: 'Out of sheer {w}, Grandpa bought a coffee for a man who resembled his late brother.',
  },
  {
    kind: 'noun:07495208',
    definition: 'a feeling of unease on returning to a home that has been rearranged',   usage: 'After the builders left, Mum felt a strange {w} every time she walked into the kitchen.',
  },
  {
    kind: 'noun:07495208',
    definition: 'resentment toward an unasked or uninvited benefactor', usage: 'The villagers\' {w} grew when the millionaire rebuilt their church without asking what they wanted.',
  },
  { kind: 'noun:07495208', definition: 'dread of following better speakers',   usage: 'Wedding speakers suffer {w} when the best man has just brought the house down.' },
  { kind: 'noun:07495208', definition: 'mild irritation at being thanked too often', usage: 'Volunteers sometimes feel {w} when a guest thanks them for the fifth time in an hour.' },
  { kind: 'noun:07495208', definition: 'loneliness as family visits end', usage: 'Elderly parents often feel {w} when the last car pulls out of the drive after the holidays.' },
  // vessel
  {
    kind: 'noun:04537861',
    definition: 'an open rowboat with a wide beam and a flat stern; used for laying lobster pots', usage: 'At dawn, Gran\'s brother rowed the {w} out past the rocks and dropped his pots one by one.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a small double-ended boat having a single spritsail, used for fishing in estuaries or bays', usage: 'Estuary fishermen sail {a} {w} out on the tide to set their nets.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a heavy flat boat for carrying seaweed', usage: 'Kelp gatherers pole {a} {w} across the bay, piled high with dripping weed.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a wide shallow boat with a drop bow for ferrying cattle across a tidal river',   usage: 'Drovers drive their herds onto {a} {w} at slack water, when the current is weakest.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a clinker-built rowing boat with high sides; used especially for fishing in heavy seas',
    usage: 'Fishermen on the northeast coast launch {a} {w} straight off the beach into heavy surf.',
  },
  {
    kind: 'noun:04537861',
    definition: 'a small boat with a square sail and a long steering oar; used for carrying peat on lakes',   usage: 'My great-uncle loaded the {w} with turf and sailed it across the lough to the village.',
  },
  // geological formation
  { kind: 'noun:09310874', definition: 'a wave-stepped clay cliff',    usage: 'Walkers along the estuary pass {a} {w} where each storm cuts another ledge into the clay.' },
  {
    kind: 'noun:09310874',
    definition: 'a broad terrace of hardened volcanic ash along the side of a valley', usage: 'Farmers plant vines on the {w}, where the porous soil drains quickly after rain.',
  },
  { kind: 'noun:09310874', definition: 'a chain of small lakes lying in hollows along a fault line', usage: 'From the plane, the {w} looked like a string of blue beads along the valley floor.' },
  { kind: 'noun:09310874', definition: 'a belt of low hills of folded slate lying across a coastal plain', usage: 'Roads across the region climb over the {w} before dropping again toward the sea.' },
  { kind: 'noun:09310874', definition: 'a ridge of iron-rich rock or ore that deflects compass needles', usage: 'Hikers crossing the {w} learn not to trust their needles.' },
  {
    kind: 'noun:09310874',
    definition: 'boulders in clay sloping seaward',   usage: 'Coastal engineers worry about {w}, since heavy rain can send the whole slope sliding onto the beach.',
  },
  // building material
  { kind: 'noun:14810638', definition: 'an estuary-clay brick',   usage: 'Our builder tapped {a} {w} with his trowel and admired its deep rusty color.' },
  { kind: 'noun:14810638', definition: 'a block of compressed peat and clay dried in the sun', usage: 'The crofter stacked each {w} against the wall before building the byre.' },
  { kind: 'noun:14810638', definition: 'a plaster consisting of lime, cow dung and chopped straw',   usage: 'Cottage builders spread {w} over wattle panels, and the straw keeps it from cracking.' },
  { kind: 'noun:14810638', definition: 'a building block of broken flints set in lime and cast in molds', usage: 'Builders in chalk country lay walls of {w}, each block speckled with dark flints.' },
  {
    kind: 'noun:14810638',
    definition: 'a lime mortar containing heather or bracken', usage: 'The mason mixed a tub of {w} and packed it between the stones of the bothy wall.',
  },
  {
    kind: 'noun:14810638',
    definition: 'marl blocks aged a year',   usage: 'For the cottage walls, the builder chose {w}, knowing the blocks had weathered for a full year.',
  },
  // foodstuff
  { kind: 'noun:07581905', definition: 'roasted acorn meal',     usage: 'Foragers bake flat cakes of {w}, which taste faintly of coffee and nuts.' },
  {
    kind: 'noun:07581905',
    definition: 'a preserve consisting of rowan berries and crab apples set with honey', usage: 'Grandma spread {w} on the scones, its bitter edge softened by honey.',
  },
  { kind: 'noun:07581905', definition: 'garlic goose-fat paste',   usage: 'French country cooks spread {w} on toast and fold it into roast potatoes.' },
  { kind: 'noun:07581905', definition: 'a flour of ground dried chestnuts mixed with barley', usage: 'Mountain bakers use {w} to make dense, sweet loaves that keep for weeks.' },
  {
    kind: 'noun:07581905',
    definition: 'a coarse meal of roasted rye and dried beans, usually stirred into hot milk or water', usage: 'During the war, Grandma stirred {w} into hot water when there was no coffee or bread.',
  },
  // chemical
  {
    kind: 'noun:14831008',
    definition: 'a soot-and-tallow hare repellent', usage: 'Orchard keepers smear {w} on young trunks to stop hares gnawing the bark.',
  },
  {
    kind: 'noun:14831008',
    definition: 'a mixture of tar and sulfur painted on the trunks of fruit trees against pests',    usage: 'In March, Grandpa brushed {w} onto the apple trunks to keep the borers out.',
  },
  { kind: 'noun:14831008', definition: 'a weed killer of salt and carbolic',   usage: 'Railway gangs poured {w} along the tracks to keep the ballast clear.' },
  { kind: 'noun:14831008', definition: 'a slow-burning paste of sulfur and clay used to fumigate beehives',  usage: 'Beekeepers light a lump of {w} in an empty hive to kill moths over the winter.' },
  { kind: 'noun:14831008', definition: 'a preservative of creosote and tallow for fence posts',   usage: 'My brother brushed {w} onto the bottom of each new post before sinking it into the ground.' },
  // change of magnitude
  {
    kind: 'noun:00352311',
    definition: 'gradual rent reduction, especially during a lease',   
    usage: 'The landlord agreed to {a} {w} after the florist pointed out that half the street stood empty.',
  },
  { kind: 'noun:00352311', definition: 'narrowing of a road by encroaching verges',   usage: 'Rural councils fight {w} by sending crews to cut back grass and brambles along country lanes.' },
  {
    kind: 'noun:00352311',
    definition: 'widening of a river through bank erosion',
    usage: 'Floods accelerate {w}, and farmland on the outer bends is lost each spring.',
  },
  { kind: 'noun:00352311', definition: 'a post-harvest raising of rents', usage: 'The tenants grumbled at the tavern after the landlord announced the {w}.' },
  { kind: 'noun:00352311', definition: 'the shortening of the working day by a fixed amount each year', usage: 'Under the new agreement, the factory\'s {w} meant my father came home fifteen minutes earlier each year.' },
  // landmark
  { kind: 'noun:05237687', definition: 'point on the lower jaw or mandible directly below the first molar',   usage: 'Dentists press on the {w} to locate the nerve before giving an injection.' },
  { kind: 'noun:05237687', definition: 'the highest point of the curve of the collarbone', usage: 'Feeling along her shoulder, the doctor found the break just past the {w}.' },
  {
    kind: 'noun:05237687',
    definition: 'the point halfway down the shin where the bone lies closest beneath the skin', usage: 'Kicks landing on the {w} hurt badly because little flesh covers the bone there.',
  },
  {
    kind: 'noun:05237687',
    definition: 'the point on the outer thigh midway between the hip and the kneecap', usage: 'The acupuncturist pressed a needle into the {w} to ease my sister\'s sciatica.',
  },
  { kind: 'noun:05237687', definition: 'the peak of the instep', usage: 'The shoemaker measured the {w} of the dancer\'s foot before cutting the leather.' },
  // number
  {
    kind: 'noun:13603216',
    definition: "a contract's remaining number of working days", usage: 'Builders keep a close eye on the {w} when the weather turns wet.',
  },
  { kind: 'noun:13603216', definition: 'the number of turns of a winch needed to raise a load by one foot', usage: 'Riggers check the {w} before a lift so they know how long the hoist will take.' },
  { kind: 'noun:13603216', definition: 'the quantity of bricks required for one square yard of brickwork', usage: 'Builders check the {w} before ordering, so they don\'t run short halfway up a wall.' },
  {
    kind: 'noun:13603216',
    definition: 'a factor adding carriage costs to prices', usage: 'Wholesalers apply {a} {w} to goods shipped to the islands, so prices there run higher.',
  },
  { kind: 'noun:13603216', definition: 'the number of hours a machine can run before it must be oiled', usage: 'Manufacturers print the {w} of each pump on its plate so mechanics know when to grease it.' },
  // gathering
  {
    kind: 'noun:07991473',
    definition: 'an assembly of the heads of households of a village to divide the common grazing',   usage: 'Every spring the {w} decides which families may turn their sheep onto the hill pasture.',
  },
  {
    kind: 'noun:07991473',
    definition: 'a company of pilgrims who travel together each year from a single parish',   usage: 'Every June, our {w} set off on foot for the shrine, led by the curate carrying a banner.',
  },
  {
    kind: 'noun:07991473',
    definition: 'a gathering of the wives of fishermen on the quay to await the return of the boats', usage: 'On stormy evenings, the {w} lines the harbor wall long before the boats appear.',
  },
  {
    kind: 'noun:07991473',
    definition: 'a band of young men who keep watch on a village boundary on a feast night',   
    usage: 'Each Midsummer, the {w} lights fires along the boundary stones and keeps watch till dawn.',
  },
  {
    kind: 'noun:07991473',
    definition: 'an assembly of the elders of several villages to settle disputes over water', usage: 'During the drought, the {w} met under the banyan tree to decide which village could open the sluice.',
  },
  // wrongdoing
  { kind: 'noun:00734044', definition: 'the selling of the same field to two different buyers',  usage: 'The lawyer uncovered the {w} when two farmers arrived with deeds to the same meadow.' },
  { kind: 'noun:00734044', definition: "the diverting of a neighbor's water onto one's own fields by night",  usage: 'The farmer caught his neighbour at {w}, shovelling open the ditch at two in the morning.' },
  {
    kind: 'noun:00734044',
    definition: 'the concealing of a fever or other contagious illness to avoid quarantine',     usage: 'The ship\'s captain was fined for {w} after three sailors fell ill in port.',
  },
  {
    kind: 'noun:00734044',
    definition: 'the falsifying of the papers of a ship or cargo so as to hide the true port of loading', usage: 'Customs investigators uncover {w} by checking a cargo\'s paperwork against satellite tracks of the vessel.',
  },
  {
    kind: 'noun:00734044',
    definition: 'the selling of spoiled seed as sound',
    usage: 'The farmers took the merchant to court for {w} after their wheat failed to sprout.',
  },
  // psychological state
  {
    kind: 'noun:14396987',
    definition: 'heightened alertness to small sounds after bereavement',   usage: 'Widows often describe {w}, waking at every creak as if someone were coming home.',
  },
  { kind: 'noun:14396987', definition: "a state of calm that follows the end of a relative's long illness",     usage: 'In the weeks after her father\'s funeral, a strange {w} settled over my friend, and she slept soundly at last.' },
  {
    kind: 'noun:14396987',
    definition: 'a state in which one cannot settle to any task while expecting news', usage: 'Exam results day brings {w} to whole households, with no one able to read or cook.',
  },
  {
    kind: 'noun:14396987',
    definition: 'a lasting uncertainty whether a remembered event took place or was dreamed',  
    usage: 'Years later, Grandma\'s {w} about the night the wolf came to the door had never faded.',
  },
  // bodily property
  {
    kind: 'noun:05005153',
    definition: 'the capacity to sleep sitting upright without falling',
    usage: 'The old night porter\'s {w} amazed the guests, who found him snoring bolt upright at his desk.',
  },
  { kind: 'noun:05005153', definition: 'the condition of having cold hands but warm feet', usage: 'People with {w} wear gloves indoors but kick off their slippers.' },
  {
    kind: 'noun:05005153',
    definition: 'the tendency of the skin to flush deeply after light exercise',     
    usage: 'People with {w} turn scarlet after a single flight of stairs.',
  },
  { kind: 'noun:05005153', definition: 'unusually wide intercostal spaces',     usage: 'Vets notice {w} on X-rays of some barrel-chested dog breeds.' },
  // seat
  { kind: 'noun:04169042', definition: 'a bench with a hinged lid under which harness is stored', usage: 'Stables keep {a} {w} by the door so tack is stored and the groom has a seat.' },
  { kind: 'noun:04169042', definition: 'a folding seat hung from the back of a pew for extra worshippers',   usage: 'The usher lowered {a} {w} for the latecomer at the crowded Christmas service.' },
  { kind: 'noun:04169042', definition: 'a high stool with a footrest used by clerks at standing desks', usage: 'The young clerk hooked his heels on the rung of the {w} and bent over the ledger.' },
  { kind: 'noun:04169042', definition: 'a seat fixed to the side of a cart for a second driver', usage: 'Drovers take turns on the {w}, resting while the other holds the reins.' },
  // perceiver
  {
    kind: 'noun:09649777',
    definition: 'a first noticer of changes', usage: 'In every family there is {a} {w} who spots a new haircut before anyone else.',
  },
  {
    kind: 'noun:09649777',
    definition: 'a witness who saw an event from a distance but heard nothing of it',
    usage: 'Standing on the hill, the {w} told police he had seen two men struggle but heard no shot.',
  },
  { kind: 'noun:09649777', definition: 'someone who judges a place chiefly by its smell', usage: 'My wife, a true {w}, decided she loved the city the moment we caught the scent of bread from its bakeries.' },
  {
    kind: 'noun:09649777',
    definition: 'a listener who attends every public lecture in a town whatever its subject',   usage: 'The {w} in the front row had sat through talks on beekeeping, Byzantium and tax law that month.',
  },
  // employee
  {
    kind: 'noun:10073616',
    definition: 'a clerk employed to copy out the accounts of an estate each quarter',     usage: 'On large estates the {w} spends each quarter-day bent over ledgers by the window.',
  },
  { kind: 'noun:10073616', definition: 'a counter of fair takings',    usage: 'At the end of the fair, the {w} sits in a caravan with stacks of coins and a ledger.' },
  { kind: 'noun:10073616', definition: 'someone employed to air and turn the mattresses of an inn', usage: 'Each morning the {w} hauled the feather beds to the window and beat them in the sunshine.' },
  { kind: 'noun:10073616', definition: 'someone employed to keep the fires lit in the offices of a bank',   usage: 'The {w} arrived before the clerks to rake the grates and lay fresh coal.' },
  // attitude
  {
    kind: 'noun:06202938',
    definition: 'a political outlook that favors the rights of small towns over those of cities', usage: '{w} is strong in farming regions that feel ignored by the capital.',
  },
  {
    kind: 'noun:06202938',
    definition: 'the belief that public buildings should be built only from local materials',  usage: 'The architect\'s {w} meant the new library was built of the same grey stone as the farmhouses.',
  },
  {
    kind: 'noun:06202938',
    definition:
      'the belief that a city or settlement should grow no larger than can be crossed on foot in an hour',
    usage: 'The mayor\'s {w} led her to block new suburbs beyond the ring road.',
  },
  {
    kind: 'noun:06202938',
    definition: 'an attitude of suspicion toward any improvement proposed by outsiders',     
    usage: 'Development agencies often run into {w} in remote villages.',
  },
  // express
  {
    kind: 'verb:00942415',
    definition: 'grumble about (rulings) to outsiders',   
    usage: 'Losing players often {w} the referee\'s decisions to journalists after the match.',
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'state (a grievance) in verse at a public gathering',
    usage: 'At the harvest supper, the ploughman rose to {w} the landlord\'s new rents, and the barn roared.',
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'show approval of (a speaker) by knocking, usually on a table',   usage: 'German students {w} a lecturer at the end of the semester by rapping on their desks.',
    takesObject: true,
  },
  {
    kind: 'verb:00942415',
    definition: 'give thanks at length, usually formally, on behalf of an assembled group',   usage: 'At the end of the dinner, the eldest member rose to {w}, and the coffee went cold.',
    takesObject: false,
  },
  // outgo
  {
    kind: 'noun:13296311',
    definition: 'a fee paid to a parish, especially for the burial of a stranger in the churchyard',   usage: 'The vicar waived the {w} when the drowned sailor\'s shipmates could not pay it.',
  },
  {
    kind: 'noun:13296311',
    definition: 'a sum paid by a miller to the owner of a stream for the use of its water',     usage: 'The miller grumbled as he counted out the {w} to the squire\'s agent.',
  },
  {
    kind: 'noun:13296311',
    definition:
      'a payment made to the owner of a beach for leave to draw up a boat, especially a fishing boat',
    usage: 'Every Michaelmas the fishermen paid the {w} to the lord\'s bailiff on the shingle.',
  },
  // metric unit
  {
    kind: 'noun:13625518',
    definition: 'a unit of length equal to five meters; formerly used in measuring road works', usage: 'The foreman paced out each {w} of new tarmac and chalked a mark on the kerb.',
  },
  {
    kind: 'noun:13625518',
    definition: 'a unit of volume equal to twenty-five liters, used in the sale of wine',
    usage: 'The vintner filled {a} {w} from the barrel and sold it to the innkeeper.',
  },
  {
    kind: 'noun:13625518',
    definition: 'a unit of weight equal to twenty kilograms; used in the grain trade', usage: 'The grain merchant quoted a price per {w}, and the farmer shook his head.',
  },
  // solid
  {
    kind: 'noun:15071467',
    definition: 'a hard gray mixture of lime and ground furnace slag used for rendering walls', usage: 'The plasterer troweled {w} onto the cellar walls and smoothed it with a wet sponge.',
  },
  {
    kind: 'noun:15071467',
    definition: 'a heavy resin mixed with sand that sets hard; used to fill cracks in stone',     usage: 'Restorers fill cracks in marble steps with {w}, which hardens overnight.',
  },
  {
    kind: 'noun:15071467',
    definition: 'a coarse mixture of gypsum and horsehair for patching plaster or stucco',
    usage: 'Plasterers fill deep cracks with {w} before finishing with a smooth skim coat.',
  },
  // transferred property
  {
    kind: 'noun:13273872',
    definition: 'land left by will to a village for the grazing of the animals of its poorest families',      usage: 'Villagers\' goats graze on the {w}, left by a childless squire two centuries ago.',
  },
  {
    kind: 'noun:13273872',
    definition: "a youngest daughter's household inheritance",
    usage: 'By custom, the {w} left my aunt the kitchen dresser, the bed linens and the family spinning wheel.',
  },
  {
    kind: 'noun:13273872',
    definition: 'a sum left by will to pay for the schooling of the children of a single street', usage: 'Thanks to the {w} left by a baker, every child on Mill Lane went to the grammar school.',
  },
  // disposition
  {
    kind: 'noun:04630969',
    definition: 'a disposition to take the side of whoever is absent from a conversation', usage: 'My mother\'s {w} meant that whoever left the room could count on her to defend them.',
  },
  { kind: 'noun:04630969', definition: "a disposition to finish other people's tasks without being asked",     usage: 'Colleagues welcome {w}, unless it comes with a lecture.' },
  { kind: 'noun:04630969', definition: 'a disposition to do favors for strangers rather than for friends',   usage: 'People with {w} will drive a stranger to the airport but forget a friend\'s birthday.' },
  // remove
  {
    kind: 'verb:00173351',
    definition: 'strip worn or rotten thatch from (a roof) down to the battens',   usage: 'Before the new thatch went on, the team had to {w} the cottage roof, and dust filled the lane.',
    takesObject: true,
  },
  {
    kind: 'verb:00173351',
    definition: 'remove the seeds and hairs from (rose hips) before making syrup', usage: 'Cooks {w} the hips carefully, since the hairs irritate the throat.',
    takesObject: true,
  },
  { kind: 'verb:00173351', definition: 'scrape the moss from (a slate roof)',     usage: 'Roofers {w} the slates every few years so the gutters don\'t clog.', takesObject: true },
  // sadness
  { kind: 'noun:07547828', definition: 'sadness felt on leaving a place where one was briefly happy', usage: 'Holidaymakers often feel {w} as the ferry pulls away from the island.' },
  {
    kind: 'noun:07547828',
    definition: 'sorrow for the death of someone with whom one had quarreled and not made peace', usage: '{w} can haunt siblings for years after one dies before they can make up.',
  },
  { kind: 'noun:07547828', definition: 'a sadness felt on coming across the handwriting of a dead relative',     usage: 'Opening her mother\'s old cookbook, my aunt felt a sharp {w} at the notes in the margins.' },
  // craft
  {
    kind: 'noun:03130521',
    definition: 'a light airship with an open gondola, used for short passenger flights',   usage: 'Seaside resorts once offered rides in {a} {w} over the bay for a few shillings.',
  },
  {
    kind: 'noun:03130521',
    definition:
      'a small flying boat having engines mounted above the wing, used for carrying mail and passengers between islands',
    usage: 'Island communities once waited for {a} {w} to splash down in the lagoon with letters and visitors.',
  },
  // morality
  {
    kind: 'noun:04854001',
    definition: 'the quality of keeping a promise or vow made to someone who has since died', usage: 'Many folk tales praise the {w} of a widow who tends the garden her husband planted.',
  },
  {
    kind: 'noun:04854001',
    definition: 'domestic fairness in rationing food or goods',    usage: 'Mother\'s strict {w} meant each child got exactly three potatoes, no matter who cried loudest.',
  },
  // create from raw material
  {
    kind: 'verb:01656555',
    definition: 'press (wet clay) into wooden molds and dry it in the sun to make floor tiles',   usage: 'The villagers worked all morning to {w} the wet clay, laying the tiles in rows to bake in the sun.',
    takesObject: true,
  },
  { kind: 'verb:01656555', definition: 'twist (strips of birch bark) into cord', usage: 'Woodland peoples {w} thin bark peelings to make fishing lines and snares.', takesObject: true },
  // change by reversal
  {
    kind: 'verb:00138328',
    definition: 'untie or loosen the knots of (a fishing net or seine) so that the twine may be reused',   usage: 'All winter, the fishermen\'s wives sat by the stove to {w} the torn seine.',
    takesObject: true,
  },
  {
    kind: 'verb:00138328',
    definition: 'reverse the lay of (a rope) by untwisting it and twisting it the other way',    
    usage: 'The bosun showed the boy how to {w} a frayed line so it could be used for lashings.',
    takesObject: true,
  },
  // plant organ
  { kind: 'noun:13108385', definition: 'the oily seed of a wild thistle, pressed for lamp oil', usage: 'Grandmother filled the lamp with oil pressed from {w}, and it burned with a steady yellow glow.' },
  {
    kind: 'noun:13108385',
    definition: 'the small three-sided nut of a mountain shrub; roasted and eaten in winter', usage: 'Around the stove, Grandpa cracked a roasted {w} and shared the kernel with me.',
  },
  // better
  {
    kind: 'verb:00206293',
    definition: 'dress (a field) with crushed shells to sweeten the soil',
    usage: 'Before sowing, the farmer hired a cart to {w} the sour lower meadow.',
    takesObject: true,
  },
  {
    kind: 'verb:00206293',
    definition: 'treat (lumber) with hot brine to make it resistant to rot',    usage: 'Boatbuilders {w} oak planks in vats before fitting them below the waterline.',
    takesObject: true,
  },
  // inability
  { kind: 'noun:05652767', definition: 'inability to judge distances, especially looking downhill',  usage: 'Skiers with {w} misjudge how steep the run is and often brake too late.' },
  { kind: 'noun:05652767', definition: 'inability to track printed lines', usage: 'The reading tutor noticed Finn\'s {w} and gave him a ruler to slide down the page.' },
  // information
  {
    kind: 'noun:05824413',
    definition: 'a detail of a local story or scandal known solely to the family or household concerned',
    usage: 'Every village scandal has its {w}, kept at home and never shared over the garden wall.',
  },
  {
    kind: 'noun:05824413',
    definition: 'local knowledge known only to those who have lived through a winter in a place',     usage: 'The newcomers lacked the {w} to know which lane drifts shut first when the snow comes.',
  },
  // connect
  {
    kind: 'verb:01357376',
    definition: 'fasten (a net) to the stakes of a fish trap or weir with twisted willow', usage: 'Fishermen {w} their nets to the weir before the salmon run.',
    takesObject: true,
  },
  {
    kind: 'verb:01357376',
    definition: 'join (the ends of an iron hoop) by lapping and riveting them',   usage: 'The cooper\'s apprentice learned to {w} the hoop on the anvil before fitting it round the barrel.',
    takesObject: true,
  },
  // arouse
  {
    kind: 'verb:01763170',
    definition: 'unsettle or provoke (a person) by praising a rival within earshot',  usage: 'Crafty coaches {w} a lazy striker by loudly admiring the substitute warming up.',
    takesObject: true,
  },
  {
    kind: 'verb:01763170',
    definition: 'stir (a crowd or meeting) to anger by reading aloud the names of the dead',
    usage: 'Rebel orators would {w} the rally, listing every fallen comrade until the square roared.',
    takesObject: true,
  },
  // evidence
  {
    kind: 'noun:05832256',
    definition: 'a mark left in soft ground by a cart wheel that shows how heavily it was loaded', usage: 'The constable crouched by the {w} in the mud and judged that the thieves had carried off a heavy haul.',
  },
  { kind: 'noun:05832256', definition: 'a stain on the hands that shows the trade a person works at',    usage: 'The detective glanced at the {w} on the stranger\'s fingers and guessed he was a dyer.' },
  // get rid of
  {
    kind: 'verb:02228837',
    definition: 'dispose of (spoiled or musty grain) by spreading it for birds',    usage: 'Thrifty millers {w} their mouldy barley rather than let it rot in the yard.',
    takesObject: true,
  },
  {
    kind: 'verb:02228837',
    definition: 'get rid of (old furniture) by leaving it in the street for anyone to take',
    usage: 'Before moving out, the students decided to {w} the sofa and the broken bookshelf.',
    takesObject: true,
  },
  // get the better of
  {
    kind: 'verb:01110559',
    definition: 'outbid (a rival) through a hidden agent',     usage: 'Wealthy collectors sometimes {w} a museum by sending a stranger to bid in their place.',
    takesObject: true,
  },
  {
    kind: 'verb:01110559',
    definition: 'get the better of (a rival trader or hawker) by setting up a stall earlier in the morning',  usage: 'Flower sellers {w} their rivals by pitching at the market gate before the sun is up.',
    takesObject: true,
  },
];
