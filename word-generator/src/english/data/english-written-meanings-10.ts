import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 4 of 5).
export const WRITTEN_MEANINGS_10: readonly WrittenMeaning[] = [
  {
    kind: 'noun:10075538',
    definition: 'a stout or portly person, light-footed',
    usage: 'For all his bulk, the {w} danced all the reels at the harvest supper.',
  },
  {
    kind: 'noun:10079390',
    definition: 'devotee of keeping windmills or watermills working',
    usage: 'The {w} spent his summers greasing the sails and gears of the mill on the hill.',
  },
  {
    kind: 'noun:10097373',
    definition: 'a devotee of one racehorse or greyhound',
    usage: 'The {w} travelled to every meeting where the grey mare was entered.',
  },
  {
    kind: 'noun:10104064',
    definition: 'a girl who is kept at home to mind her younger brothers and sisters',
    usage: 'The {w} seldom went to school, for the baby and the twins needed her.',
  },
  {
    kind: 'noun:10119144',
    definition:
      'a person who follows a traveling preacher or evangelist, attending as many sermons as possible',
    usage: 'The {w} slept in barns so as not to miss a single meeting.',
  },
  {
    kind: 'noun:10122275',
    definition: 'a forecaster of orchard yields',
    usage: 'The village {w} walked the orchards in spring and named the yield by autumn.',
  },
  {
    kind: 'noun:10127072',
    definition: 'a person having founded a society who later quarrels with the members and leaves',
    usage: 'The {w} resigned within a year and started a rival circle across the street.',
  },
  {
    kind: 'noun:10140473',
    definition: "a maker of pilgrims' cloaks",
    usage: 'The {w} sewed plain linen gowns and kept a supply of them in every size.',
  },
  {
    kind: 'noun:10145961',
    definition: 'a geneticist of horse coats',
    usage: 'The {w} kept records of every foal born at the stud for thirty years.',
  },
  {
    kind: 'noun:10178349',
    definition: 'a hand-disabled person',   
    usage: 'The {w} had learned to button his coat and write with his left.',
  },
  {
    kind: 'noun:10182100',
    definition: 'a carter who carries seaweed from the shore to be spread on farm fields',
    usage: 'After each winter gale the {w} was busy with his cart along the beach.',
  },
  {
    kind: 'noun:10183826',
    definition: 'a headmaster teaching the youngest',   
    usage: 'As the village {w}, she rang the bell herself and heard the infants read their letters.',
  },
  {
    kind: 'noun:10217586',
    definition: 'an idle person who lives on the earnings of a hardworking wife',
    usage: 'The {w} sat by the fire all day while she took in washing.',
  },
  {
    kind: 'noun:10255246',
    definition: 'a relative, usually distant, known solely through letters and never met',
    usage: 'At Christmas the {w} in Canada sent a card signed with a name we barely knew.',
  },
  {
    kind: 'noun:10256001',
    definition: 'a person claimed as kin by a family only after he became rich', 
    usage: 'Once the will was read, the {w} found himself invited to every wedding and christening.',
  },
  {
    kind: 'noun:10260997',
    definition: 'a laborer carrying sacks of grain or meal up granary ladders',
    usage: 'The {w} climbed the steep steps forty times by noon with a full load.',
  },
  {
    kind: 'noun:10260997',
    definition: 'a laborer who scrapes and tars the hulls of boats drawn up on a beach or shore',
    usage: 'In spring the {w} worked along the slipway with pitch pot and iron blade.',
  },
  {
    kind: 'noun:10306910',
    definition: 'a man who is the only male in a household of women',
    usage: 'As the {w}, the young farmer carved the joint at every Sunday dinner.',
  },
  {
    kind: 'noun:10311713',
    definition: 'a wealthy man whose whole fortune came from a single lucky mine',    
    usage: 'The {w} built a grand house in town with the silver from one hillside.',
  },
  {
    kind: 'noun:10352098',
    definition: 'a mother whose youngest child is younger than one or more of her grandchildren',
    usage: "The {w} rocked her own baby alongside her daughter's at the christening.",
  },
  {
    kind: 'noun:10352098',
    definition: 'a mother whose sons have all gone to sea',
    usage: 'The {w} watched the harbour mouth each evening until the boats came home.',
  },
  {
    kind: 'noun:10360025',
    definition: 'a fiddler or piper at country weddings',
    usage: 'The {w} tuned up by the barn door while the tables were cleared.',
  },
  {
    kind: 'noun:10364831',
    definition: 'a woman who looks after the children of a family while it travels',
    usage: "The {w} packed the little ones' trunks for every voyage and crossing.",
  },
  {
    kind: 'noun:10364831',
    definition: 'a woman employed to keep the children of a household out of the way of guests',    
    usage: 'During the ball the {w} kept the little ones in the nursery with games and stories.',
  },
  {
    kind: 'noun:10391440',
    definition: "the ship's officer keeping the fresh water",   
    usage: 'On the long crossing the {w} rationed every cask with care.',
  },
  {
    kind: 'noun:10391440',
    definition: 'an officer on a passenger ship who arranges the seating at meals',  
    usage: "The {w} placed the widow at the captain's table on the second night.",
  },
  {
    kind: 'noun:10419190',
    definition: 'a parent outliving all children',     
    usage: 'The old {w} tended four small graves at the edge of the churchyard.',
  },
  {
    kind: 'noun:10443334',
    definition: 'a philosopher who holds that dreams give true knowledge of the world',
    usage: 'Each morning the {w} wrote down his sleeping visions and called them evidence.',
  },
  {
    kind: 'noun:10475013',
    definition: "a porter carrying pilgrims' baggage to shrines",
    usage: 'The {w} climbed the stony path with two trunks strapped to his back.',
  },
  {
    kind: 'noun:10501296',
    definition: 'a lifelong mill worker',
    usage: 'The old {w} had started at the looms at nine and left at seventy.',
  },
  {
    kind: 'noun:10534787',
    definition: 'someone who works to improve the lodging houses of the poor',
    usage: 'The {w} inspected every attic and cellar in the district and published what she found.',
  },
  {
    kind: 'noun:10595231',
    definition: 'someone searching for an ancestral grave or tomb',
    usage: 'The {w} walked all the churchyards in the county reading weathered stones.',
  },
  {
    kind: 'noun:10601606',
    definition: 'a servant whose duty is to lay and light the fires in the bedrooms',
    usage: 'Before dawn the {w} had carried coal up to every floor of the house.',
  },
  {
    kind: 'noun:10615055',
    definition: 'a person suffering from a chest illness, usually caused by years of work in damp mines',   
    usage: 'The retired {w} coughed through the winter in a chair by the stove.',
  },
  {
    kind: 'noun:10627901',
    definition: 'a person who avoids his share of work by appearing busy with something else',    
    usage: 'The {w} was forever fetching tools that never arrived at the site.',
  },
  {
    kind: 'noun:10638364',
    definition: 'a socialist who preaches the cause at street corners on market days',
    usage: 'The {w} stood on a crate in the square and spoke until the police moved him.',
  },
  {
    kind: 'noun:10641415',
    definition: 'a soldier having been promoted and demoted in rank several times',    
    usage: 'The {w} had worn sergeant stripes three times and lost them twice.',
  },
  {
    kind: 'noun:10652848',
    definition: 'a spectator watching a game without paying, especially from outside the fence',
    usage: 'Every Saturday the {w} stood on the railway bank above the ground.',
  },
  {
    kind: 'noun:10652848',
    definition: 'a spectator who regularly attends the launching of ships, especially at local shipyards',
    usage: 'The old {w} had seen two hundred hulls slide down the ways into the river.',
  },
  {
    kind: 'noun:10682391',
    definition: 'an urchin holding horses, usually for pay',
    usage: 'Outside the inn the {w} waited for a traveller to need the reins held.',
  },
  {
    kind: 'noun:10696316',
    definition: 'a watercress-bed overseer',     
    usage: 'The {w} walked between the bines checking each basket before it was tallied.',
  },
  {
    kind: 'noun:10696316',
    definition: 'one who keeps the apprentices of a workshop at their tasks',
    usage: "The {w} looked over the boys' benches every hour and docked pay for idle hands.",
  },
  {
    kind: 'noun:10696316',
    definition: 'a woman in charge of the women sorting rags at a paper mill',    
    usage: 'The {w} walked the long tables and sent back any bundle with wool in it.',
  },
  {
    kind: 'noun:10726882',
    definition: 'a therapist who treats sleeplessness by reading aloud to the patient',
    usage: 'The {w} sat beside the bed with a dull book until the old man dozed.',
  },
  {
    kind: 'noun:10727453',
    definition: 'a church-roof lead thief',     
    usage: 'The {w} worked by night and left the vestry open to the rain.',
  },
  {
    kind: 'noun:10783051',
    definition: 'a waiter at public banquets',
    usage: 'The {w} carried soup to three hundred guests at the guildhall dinner.',
  },
  {
    kind: 'noun:10783051',
    definition: 'a waiter hired by the evening, especially for private dinner parties',
    usage: 'The hostess engaged the same {w} for all her suppers that season.',
  },
  {
    kind: 'noun:10796007',
    definition: 'a person given to complaining about the weather whatever it may be',    
    usage: 'The {w} grumbled of drought in June and of floods by August.',
  },
  {
    kind: 'noun:10802616',
    definition: "a winner by others' disqualification",
    usage: 'The {w} crossed the line last but was handed the cup all the same.',
  },
  {
    kind: 'noun:10809832',
    definition: 'a maker of malt shovels',
    usage: 'The {w} split beech logs and shaped the blades by the door of his shed.',
  },
  {
    kind: 'noun:10809832',
    definition: 'a spinning-wheel maker',
    usage: 'The {w} turned each part on a treadle lathe in his cottage.',
  },
  {
    kind: 'noun:10813654',
    definition: 'a writer of travel books about countries or regions never visited',   
    usage: 'The {w} described the deserts of the east from a desk in a London attic.',
  },
  {
    kind: 'noun:10820913',
    definition: "someone who keeps a written record of each day's weather for many years",
    usage: 'The {w} noted the rain and the frosts every morning of his long life.',
  },
  {
    kind: 'noun:10820913',
    definition: 'someone who writes down sermons as they are preached',
    usage: 'The {w} sat below the pulpit with pencil and notebook every Sunday.',
  },
  {
    kind: 'noun:10825826',
    definition: 'a zoologist who studies the animals living in hedgerows',
    usage: 'The {w} counted voles and dormice along two miles of field boundary.',
  },
  {
    kind: 'noun:04689819',
    definition: 'a bare spot on a lawn or field left by a bonfire',
    usage: 'Years later the {w} still showed yellow each summer by the garden wall.',
  },
  {
    kind: 'noun:11439518',
    definition: 'the loud booming of a frozen lake as its ice contracts at night',
    usage: 'All through the bitter dark the {w} carried across the valley like distant guns.',
  },
  {
    kind: 'noun:11449572',
    definition: 'the air pressure measured at the bottom of a mine shaft',
    usage: 'The {w} was well above the reading taken at the pithead that morning.',
  },
  {
    kind: 'noun:11475008',
    definition: 'a slow weeks-long lowland flood',
    usage: 'The {w} crept over the fens until only the church stood above the water.',
  },
  {
    kind: 'noun:11475008',
    definition: 'a flood in which water rises through the floors of houses from the ground beneath',
    usage: 'After the wet autumn the {w} left the cottage kitchens ankle deep.',
  },
  {
    kind: 'noun:11517986',
    definition: 'a steady coastwise wind during fishing season',
    usage: 'Boats leaving the harbour at dawn could count on the {w} to carry them north.',
  },
  {
    kind: 'noun:11546388',
    definition: 'a wind carrying smoke or soot from a distant city over open country',  
    usage: 'When the {w} blew, the washing on the farm lines came in grey.',
  },
  {
    kind: 'noun:13265007',
    definition: 'goods left by departing tenants', 
    usage: 'The landlord sold the {w} to pay the rent that was owed.',
  },
  {
    kind: 'noun:13310182',
    definition: 'a share of the profits of a mill paid to the owner of the water rights',
    usage: 'Each quarter the miller handed over the {w} to the family who held the stream.',
  },
  {
    kind: 'noun:13331252',
    definition: "a tax on lodgers' rents",     
    usage: 'The widow declared her {w} each spring on the rent of her two small attics.',
  },
  {
    kind: 'noun:13343014',
    definition: 'a fee paid to a lawyer for reading a will aloud, usually to the family',
    usage: 'The {w} was taken from the estate before any heir received a penny.',
  },
  {
    kind: 'noun:13482194',
    definition: 'demagnetization of a tool by repeated striking',   
    usage: 'After the {w} the screwdriver no longer picked up loose tacks from the bench.',
  },
  {
    kind: 'noun:13486733',
    definition: 'the process in which the colour of a dye spreads slowly through still water',
    usage: 'The students timed the {w} in a tall jar left undisturbed on the bench.',
  },
  {
    kind: 'noun:13557219',
    definition: 'the slow melting of snow on shaded or north-facing slopes in spring',   
    usage: 'The {w} went on for weeks after the valley floor was green.',
  },
  {
    kind: 'noun:13579693',
    definition: 'the absorption of moisture from damp air by dry wood or timber', 
    usage: 'The {w} made the drawers swell and stick all through the wet season.',
  },
  {
    kind: 'noun:13603216',
    definition: "the number of a family's church pew",
    usage: "Grandfather's {w} was painted on a little brass plate at the end of the bench.",
  },
  {
    kind: 'noun:13621114',
    definition: 'a unit for measuring the water taken up by one pound of dry cloth',   
    usage: 'The weaver judged the thirst of each new towelling in terms of the {w}.',
  },
  {
    kind: 'noun:13691838',
    definition: 'former coin having a value of one-twentieth dinar',
    usage: 'Elderly traders still quoted prices in the {w} long since it was withdrawn.',
  },
  {
    kind: 'noun:13711049',
    definition: 'a coin or unit worth ten kobo', 
    usage: 'A bowl of rice at the roadside stall cost a single {w}.',
  },
  {
    kind: 'noun:13721054',
    definition: 'a former unit of money worth twelve kopecks',
    usage: 'The pedlar asked one {w} for a pound of salted fish.',
  },
  {
    kind: 'noun:13778265',
    definition: 'the amount a nosebag or feedbag holds',
    usage: 'The carter measured out {a} {w} of oats whenever the team rested.',
  },
  {
    kind: 'noun:13778265',
    definition: 'the quantity a vessel or container holds when filled to the shoulder',
    usage: 'The cellarman drew only {a} {w} of ale, leaving room for the froth to rise.',
  },
  {
    kind: 'noun:13793544',
    definition: 'a drop of moisture that forms at the tip of an icicle and falls in the midday sun',
    usage: 'Each {w} left a small pit in the snow below the eaves.',
  },
  {
    kind: 'noun:00032220',
    definition: 'a relation between two families in which each has married into the other more than once',
    usage: 'The {w} between the two farms meant every christening was a crowded affair.',
  },
  {
    kind: 'noun:13813601',
    definition: 'a connection between two places by a path or track unknown to outsiders',
    usage: 'The shepherds kept the {w} across the hills a secret from strangers.',
  },
  {
    kind: 'noun:13813601',
    definition: 'a link between trades sharing tools',
    usage: 'The {w} of cooper and wheelwright let one workshop serve the village in both.',
  },
  {
    kind: 'noun:13849639',
    definition: 'the direction in which grazing sheep or goats drift when unattended',
    usage: 'The shepherd set his fold each night to suit the {w} of the day.',
  },
  {
    kind: 'noun:13849639',
    definition: 'the direction in which a field was first ploughed and has been ploughed since',
    usage: 'The new tenant kept to the old {w} so as not to spoil the drainage.',
  },
  {
    kind: 'noun:00028005',
    definition: 'a shape having a wavy or scalloped edge on one side and a straight edge on the other',
    usage: 'The baker cut each biscuit in {a} {w} so it sat neatly against the tin.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid having a flat base and a rounded top resembling a loaf of bread',
    usage: 'The mason dressed the capstone as {a} {w} to shed the rain.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid resembling an egg or ovoid flattened on one side',
    usage: 'Pebbles on that beach wore to {a} {w} from lying on the same face for years.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid whose faces curve inward between sharp ridges',   
    usage: 'The old grindstone had worn into {a} {w} after a century of scythes and sickles.',
  },
  {
    kind: 'noun:13885383',
    definition: 'a figure made of three circles each touching the other two',
    usage: 'The carver cut {a} {w} into the lintel above the chapel door.',
  },
  {
    kind: 'noun:13885383',
    definition: 'a figure formed by a row of equal circles each touching the next',
    usage: 'The tiler laid {a} {w} in blue along the edge of the kitchen floor.',
  },
  {
    kind: 'noun:13885789',
    definition: 'a plane figure consisting of a semicircle standing on one side of a square',
    usage: 'The church doorways were all cut in {a} {w}.',
  },
  {
    kind: 'noun:13886392',
    definition: 'a line that passes through a polygon or other figure without touching any of the corners',
    usage: 'The pupil drew {a} {w} across the hexagon and measured the two pieces.',
  },
  {
    kind: 'noun:13888104',
    definition: 'a roundness flattened where resting',    
    usage: 'Cheeses left too long on the board took on {a} {w} beneath.',
  },
  {
    kind: 'noun:13888765',
    definition: 'a polygon having two right angles and all its other angles obtuse',
    usage: 'The children drew the {w} as a house with a pointed roof.',
  },
  {
    kind: 'noun:13909417',
    definition: 'the place where a vein or lode of ore divides',
    usage: 'The miners followed the richer branch beyond the {w}.',
  },
  {
    kind: 'noun:00024900',
    definition: 'the state of a road or track that is passable on foot but not by cart or wagon',
    usage: 'Following the thaw the lane remained in {w} until summer dried it.',
  },
  {
    kind: 'noun:00024900',
    definition:
      'the state of hay or straw that has been turned once in the field but not yet carted or stacked',
    usage: 'The meadow lay in {w} for three days as the farm hands waited for fair weather.',
  },
  {
    kind: 'noun:13943868',
    definition: 'a soil-rotted state',    
    usage: 'The fence posts were in such {w} that they snapped at the ground line.',
  },
  {
    kind: 'noun:13943868',
    definition: 'a condition of a book whose binding has come loose from its pages',
    usage: 'The old hymnals were in {w} and fell apart in the hands of the choir.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the condition of a rick or haystack having a rain-soaked top',
    usage: 'The farmer found his stack in {w} and had to open it to dry.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the condition of clothes or linen still damp when brought in from the line',
    usage: 'Her shirts stayed in {w} and had to be aired by the fire.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the state of being descended from a family having formerly held land',
    usage: 'The clerk boasted of his {w} though his people had sold the farm long ago.',
  },
  {
    kind: 'noun:13943868',
    definition: 'unfaded wholeness of old paint',
    usage: 'The church screen was found in remarkable {w} beneath the later whitewash.',
  },
  {
    kind: 'noun:13951701',
    definition: 'a bond between households sharing harvest work',
    usage: 'The {w} meant the Lees came to our reaping and we went to theirs.',
  },
  {
    kind: 'noun:13952621',
    definition: 'the state of being with someone while both work at separate tasks in silence',
    usage: 'The old couple passed the winter evenings in easy {w} by the fire.',
  },
  {
    kind: 'noun:13968971',
    definition: 'the standing of a family newly arrived in a village',
    usage: "Even after twenty years the miller's people had not shaken off their {w}.",
  },
  {
    kind: 'noun:13968971',
    definition: 'standing of servants inherited with a house',
    usage: 'Her {w} gave the old cook the first choice of the kitchen chairs.',
  },
  {
    kind: 'noun:13974662',
    definition: 'inferiority to apprentices',     
    usage: 'The old smith bore his {w} with good grace and let the lad shoe the horses.',
  },
  {
    kind: 'noun:13983217',
    definition: 'the unmade state of something promised',
    usage: 'The new bridge remained in {w} through three elections.',
  },
  {
    kind: 'noun:13983217',
    definition: "the state of a species or creature known solely from travelers' tales",
    usage: 'Scholars argued for a century over the {w} of the horned hare of the north.',
  },
  {
    kind: 'noun:13999199',
    definition: 'disorder in a household caused by a sudden death',  
    usage: 'In the {w} nobody remembered to feed the hens for three days.',
  },
  {
    kind: 'noun:14007000',
    definition: 'darkness inside a forest at midday under a thick canopy',     
    usage: 'Travellers lit lanterns in the {w} although the sun was high above the hills.',
  },
  {
    kind: 'noun:14014160',
    definition: 'the state of having committed an offense that no one else knows of',
    usage: 'He carried his {w} to the grave and never told even his wife.',
  },
  {
    kind: 'noun:14029664',
    definition: 'a pre-sermon stillness',
    usage: 'In the {w} the creak of the pulpit steps could be heard at the back.',
  },
  {
    kind: 'noun:14039202',
    definition: 'a temporary state of numb clumsiness in the hands after working in cold water',
    usage: "The girl's {w} from the washtub made her drop two plates at dinner.",
  },
  {
    kind: 'noun:14075399',
    definition: 'a state in which an old wound aches before a change in the weather',
    usage: "The sergeant's {w} told him of rain a day before the sky did.",
  },
  {
    kind: 'noun:14075885',
    definition:
      'a condition in which the fingernails or toenails split and flake, usually during the winter months',
    usage: 'The washerwoman found that her {w} made folding wet linen painful until spring.',
  },
  {
    kind: 'noun:14318891',
    definition: 'a lift-provoked hernia',   
    usage: "The porter's {w} showed itself whenever he raised a full sack.",
  },
  {
    kind: 'noun:14357711',
    definition: 'a pimple raised where a collar rubs',    
    usage: "The new clerk's {w} grew worse with every day of stiff starched shirts.",
  },
  {
    kind: 'noun:14437698',
    definition: 'the state of a family having members living in different countries',
    usage: 'Letters were the only cure for the {w} that followed the emigrations.',
  },
  {
    kind: 'noun:14442568',
    definition: 'the state of two houses or cottages sharing a chimney stack',
    usage: "Because of the {w}, smoke from the neighbours' fire drifted into our kitchen.",
  },
  {
    kind: 'noun:14457053',
    definition: "the state of being widely known in one's own parish but nowhere else",
    usage: 'His {w} as a bell ringer did not reach past the next valley.',
  },
  {
    kind: 'noun:14484149',
    definition: 'the completeness of a set of books or dishes with no piece missing',
    usage: 'The dealer paid extra for the {w} of the old dinner service.',
  },
  {
    kind: 'noun:14486250',
    definition: 'a fault of faded creases',
    usage: 'Because of its {w} the bolt was sold cheaply to the poorer families.',
  },
  {
    kind: 'noun:14488632',
    definition: 'a defect present at birth in which one leg is slightly shorter than the other',
    usage: "The boy's {w} gave him a limp that no bootmaker could quite correct.",
  },
  {
    kind: 'noun:14496806',
    definition:
      'an overall condition in which good and bad luck alternate, usually from one year to the next',
    usage: "The farmer's {w} brought him a fat harvest one summer and blight the following one.",
  },
  {
    kind: 'noun:14506710',
    definition: 'the impossibility of truly returning',
    usage: 'The emigrant learned the {w} when he found his village swallowed by the town.',
  },
  {
    kind: 'noun:14511901',
    definition: 'the condition of a household that has money only in the weeks after harvest',
    usage: "The family's {w} meant the cobbler was paid in October or not at all.",
  },
  {
    kind: 'noun:14518300',
    definition: 'the state of cleanliness of the yards behind a row of houses',
    usage: "The inspector's report on the {w} of the terrace led to new drains.",
  },
  {
    kind: 'noun:14520294',
    definition: 'the orderly keeping of tools or implements in fixed places, usually hung on a wall',
    usage: 'Thanks to his {w}, the carpenter could find any chisel in the dark.',
  },
  {
    kind: 'noun:14559507',
    definition: 'a slight wetness that clings to the walls of a cellar in every season',
    usage: 'Apples stored below soon took the {w} and had to be spread in the loft.',
  },
  {
    kind: 'noun:14565922',
    definition:
      'a hazard to health arising from charcoal burned in a room or cellar having no chimney or flue',
    usage: 'The inquest blamed the {w} for the deaths of two sleeping apprentices.',
  },
  {
    kind: 'noun:14570034',
    definition: 'the physical condition of a horse able to work a full day at the plough',
    usage: 'By March the team had reached their {w} and could turn the heavy clay.',
  },
  {
    kind: 'noun:00020270',
    definition: 'green scythe gum',
    usage: 'Every few swathes the mower wiped the {w} away with a handful of straw.',
  },
  {
    kind: 'noun:09220693',
    definition: 'any anion forming an insoluble salt with the calcium or magnesium of hard water',
    usage: 'The chemist added a pinch of the {w} to the kettle and saw white powder settle.',
  },
  {
    kind: 'noun:14610438',
    definition:
      'a mixture of sawdust and wet tea leaves or bran, scattered on floors to keep down dirt when sweeping',  
    usage: 'The maid spread the {w} over the carpet so the dust would not rise.',
  },
  {
    kind: 'noun:14649636',
    definition: 'a blue-tarnishing metal',   
    usage: 'Old coins of {a} {w} lay in the tomb, each dulled to the colour of slate.',
  },
  {
    kind: 'noun:14649636',
    definition: 'any metallic element whose salts give a green colour to a flame',
    usage: 'The assayer held the powder in the burner and named the {w} at a glance.',
  },
  {
    kind: 'noun:14751849',
    definition: 'a bitter compound obtained from the bark of hazel and used to tan small skins',
    usage: 'The glover steeped the kid hides in the {w} for a week before cutting.',
  },
  {
    kind: 'noun:14803709',
    definition: 'an agent added to tallow to make it burn with less smoke',
    usage: 'The chandler stirred the {w} into each vat before dipping the wicks.',
  },
  {
    kind: 'noun:14868156',
    definition: 'an ocher of a pale pinkish tone, used especially for colouring cottage walls',
    usage: 'The houses on the green were washed with {w} every other summer.',
  },
  {
    kind: 'noun:14911952',
    definition: 'bitter glucoside, especially of wild carrot roots', 
    usage: 'The apothecary sold the {w} as a tonic for weak digestion.',
  },
  {
    kind: 'noun:14993432',
    definition: 'an oligosaccharide found especially in birch sap',   
    usage: 'Wine made from the tapped trunks owes part of its sweetness to the {w}.',
  },
  {
    kind: 'noun:14996078',
    definition: 'the white oxide that streaks the stonework below old lead gutters',     
    usage: 'The restorer scrubbed away the {w} from the carvings beneath the parapet.',
  },
  {
    kind: 'noun:15031356',
    definition: 'a synthetic rubber that stays supple in severe frost',
    usage: 'Seals made of {w} kept the mountain pumps working all winter.',
  },
  {
    kind: 'noun:15058641',
    definition: 'a toxin from a mould on damp stored hay that causes cattle to stagger',
    usage: 'Cows fed from the spoiled stack were poisoned by the {w} within a week.',
  },
  {
    kind: 'noun:15141309',
    definition:
      'the time of year when the sun first rises above the ridge or mountain wall of a deep valley, ending winter shadow',
    usage: 'The village held a feast at the {w}, as light again touched the church roof.',
  },
  {
    kind: 'noun:15169331',
    definition: "the time of a man's life after he has handed his farm to his son",    
    usage: 'In his {w} the old man still walked the fields each morning to find fault.',
  },
  {
    kind: 'verb:00005041',
    definition: 'draw in (the steam of a herbal brew) with the head under a cloth',
    usage: 'Her mother made her {w} the camomile every night until the cold cleared.',
    takesObject: true,
  },
  {
    kind: 'verb:00005041',
    definition: 'breathe in sharply through the teeth, usually at sudden pain',
    usage: "He would {w} whenever the barber's razor caught his chin.",
    takesObject: false,
  },
  {
    kind: 'verb:00005041',
    definition: 'draw in (smoke from burning herbs or leaves) as an asthma cure', 
    usage: 'The old doctor told him to {w} the stramonium fumes each evening.',
    takesObject: true,
  },
  {
    kind: 'verb:00010428',
    definition: 'behave with exaggerated politeness to someone disliked or resented',
    usage: 'At the wedding she would {w} toward her sister-in-law all evening.',
    takesObject: false,
  },
  {
    kind: 'verb:00018806',
    definition: 'wake (a sleeper) gently, usually by calling his name',
    usage: "The nurse would {w} each patient in turn before the doctor's round.",
    takesObject: true,
  },
  {
    kind: 'verb:00025647',
    definition: 'ease (a nervous horse) by talking to it softly',
    usage: 'The groom could {w} the colt before the farrier ever touched a hoof.',
    takesObject: true,
  },
  {
    kind: 'verb:00037291',
    definition: 'shave (a dead man) as part of laying out',
    usage: 'The barber was called at midnight to {w} the late squire for his burial.',
    takesObject: true,
  },
  {
    kind: 'verb:00047662',
    definition:
      'dress (a child) in clothes made over or altered from those worn by an older brother or sister',
    usage: 'She would {w} the youngest boy in a jacket his elder had outgrown.',
    takesObject: true,
  },
  {
    kind: 'verb:00047662',
    definition: 'dress (a bride) in the gown or clothes worn by her mother at her own wedding',
    usage: 'The family meant to {w} the girl in faded silk taken from the chest.',
    takesObject: true,
  },
  {
    kind: 'verb:00061366',
    definition: 'make (sheep) barren by grazing',    
    usage: 'Grazing on that bog weed would {w} the ewes for a whole season.',
    takesObject: true,
  },
  {
    kind: 'verb:00078154',
    definition: 'be uncomfortable from wearing damp clothes',
    usage: 'The soldiers would {w} in the trenches for days after the rain.',
    takesObject: false,
  },
  {
    kind: 'verb:00104622',
    definition: 'let down milk from the udder unprompted',
    usage: 'A heavy cow will {w} in the field if the milker comes late.',
    takesObject: false,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (someone) drowsy, especially by heat and heavy food',
    usage: 'The long dinner and the warm room would {w} even the keenest listener.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'stiffen (a traveler) by jolting',
    usage: 'A day on the mountain road would {w} even the strongest passenger.',
    takesObject: true,
  },
  {
    kind: 'verb:00050171',
    definition: 'unwrap (rain-soaked children)',
    usage: 'Mother would {w} each of us at the back door before we reached the rug.',
    takesObject: true,
  },
  {
    kind: 'verb:00109468',
    definition: "reorder (a market's stalls) every season",
    usage: 'The town clerk would {w} the booths each spring so no trader kept the best corner.',
    takesObject: true,
  },
  {
    kind: 'verb:00109468',
    definition: 'set (the stones of a wall) back in place after frost has shifted them',    
    usage: 'Each April the farmer had to {w} the stretch the winter had loosened.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'curdle (milk) with nettle juice',
    usage: "The farm wife would {w} the evening's yield in a stone crock by the hearth.",
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'outdate (maps) by renaming streets',
    usage: "The council's new signs would {w} every guidebook sold in the town.",
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'turn (a dance tune) into a dirge',
    usage: 'The printer would {w} every local term in the ballads he collected.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a horse) indifferent to the noise of gunfire by gradual use',
    usage: 'The cavalry trainers would {w} the remounts with blank shots in the paddock.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a private fishery) common',
    usage: 'The new act would {w} the salmon pools that villagers had used for ages.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (fishing villages) summer or holiday resorts',
    usage: 'The railway company hoped to {w} the hamlet within ten years.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a well) brackish by drawing from it too fast near the sea',
    usage: 'Too many buckets in a dry summer would {w} the shore spring for months.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'alter the color of (a gem or crystal) by baking in ashes',
    usage: 'The lapidary would {w} the dull stones until they glowed a deep gold.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'log-brake (a cart)',
    usage: 'The carter would {w} the wagon on the steep descent to the mill.',
    takesObject: true,
  },
  {
    kind: 'verb:00145958',
    definition: 'turn (dried clay) to a powder by pounding',
    usage: 'The potter would {w} the cracked rejects and mix the dust into the next batch.',
    takesObject: true,
  },
  {
    kind: 'verb:00156409',
    definition: 'increase in number only in years when beech trees bear heavily, as of mice',    
    usage: 'Voles would {w} after each good mast and swarm into the barns by winter.',
    takesObject: false,
  },
  {
    kind: 'verb:00159688',
    definition: 'teach (a foreign bride) the customs or ways of her marital village',
    usage: 'The older women set out to {w} the young wife from across the sea.',
    takesObject: true,
  },
  {
    kind: 'verb:00173351',
    definition: 'remove (moss) from a thatched roof by raking',
    usage: 'Every few years the old roofer would {w} the north slope before patching it.',
    takesObject: true,
  },
  {
    kind: 'verb:00187671',
    definition: 'insert (a patch of new wood) into a damaged floorboard',
    usage: 'The joiner would {w} an oak piece where the beetle had eaten through.',
    takesObject: true,
  },
  {
    kind: 'verb:00223926',
    definition: 'weaken from sunlight',
    usage: 'Hawsers left on deck all summer would {w} and part in the first gale.',
    takesObject: false,
  },
  {
    kind: 'verb:00225327',
    definition: 'weaken (a colony of bees) by taking too much honey late in the year',
    usage: 'A greedy keeper could {w} a hive so that it died before spring.',
    takesObject: true,
  },
  {
    kind: 'verb:00244010',
    definition: 'join (estates) matrimonially',
    usage: 'The fathers hoped to {w} the two estates by the wedding in June.',
    takesObject: true,
  },
  {
    kind: 'verb:00244010',
    definition: 'combine (congregations or parishes) under one minister',
    usage: 'The bishop chose to {w} the chapels of the two villages that spring.',
    takesObject: true,
  },
  {
    kind: 'verb:00252905',
    definition: '(especially of gulls) slowly acquire adult plumage',
    usage: 'Birds of that kind take four years to {w} fully.',
    takesObject: false,
  },
  {
    kind: 'verb:00256275',
    definition: 'soften (dry bread) by steaming it over a kettle',
    usage: "The baker's wife would {w} yesterday's loaves for the poor at the door.",
    takesObject: true,
  },
  {
    kind: 'verb:00256275',
    definition: 'soften (dried fish) with a wooden mallet',
    usage: 'The cook would {w} the stockfish on a stone before putting it to soak.',
    takesObject: true,
  },
  {
    kind: 'verb:00277172',
    definition: 'trample (cut hay) into disorder',
    usage: 'The bullocks broke through to {w} the rows the mowers had left.',
    takesObject: true,
  },
  {
    kind: 'verb:00277172',
    definition: 'disorder (the sheets or signatures of an unbound book) by dropping them',
    usage: 'A careless apprentice could {w} a whole printed sermon on the wet floor.',
    takesObject: true,
  },
  {
    kind: 'verb:00278169',
    definition:
      'establish the age of (a hedge or hedgerow) by counting the kinds of shrub or tree growing in it',
    usage: 'The retired vicar liked to {w} the lanes by listing hawthorn, hazel and holly.',
    takesObject: true,
  },
  {
    kind: 'verb:00306798',
    definition: 'burst apart with a loud crack, as heated stone or flint does when dropped into cold water',
    usage: 'Pebbles from the hearth would {w} and fly out of the pit in splinters.',
    takesObject: false,
  },
  {
    kind: 'verb:00320015',
    definition: 'cut (a stone) to fit a gap in an old wall',
    usage: 'The waller would {w} each new piece with a few taps of the hammer.',
    takesObject: true,
  },
  {
    kind: 'verb:00326129',
    definition: 'fry (bread) in the fat left from cooking bacon',
    usage: 'The shepherd would {w} a slice for his breakfast in the same pan.',
    takesObject: true,
  },
  {
    kind: 'verb:00326129',
    definition: 'fry (fish) rolled in oatmeal',
    usage: 'She would {w} the trout as soon as her brother brought them in.',
    takesObject: true,
  },
  {
    kind: 'verb:00329612',
    definition: '(of an antler) divide into new points each year',
    usage: "A stag's crown will {w} again with each summer of good feeding.",
    takesObject: false,
  },
  {
    kind: 'verb:00349400',
    definition: 'start (a new hive) with a swarm taken from a wild nest', 
    usage: 'Each June he would {w} a colony in the orchard from the bees in the oak.',
    takesObject: true,
  },
  {
    kind: 'verb:00359085',
    definition: "die within a year of (one's husband or wife)",
    usage: 'Old folk said a devoted husband would {w} his wife before the year was out.',
    takesObject: true,
  },
  {
    kind: 'verb:00368338',
    definition: 'merge while grazing',
    usage: "Left unfenced, the neighbours' sheep would {w} with ours by midsummer.",
    takesObject: false,
  },
  {
    kind: 'verb:00368338',
    definition: '(of two villages) grow together along a road until no gap remains',
    usage: 'Within a lifetime the two hamlets came to {w} along the turnpike.',
    takesObject: false,
  },
  {
    kind: 'verb:00371917',
    definition: 'heat (a bed) with coals',
    usage: 'The maid would {w} the sheets before the guests went up.',
    takesObject: true,
  },
  {
    kind: 'verb:00390886',
    definition: 'calm (waves) with sunken brushwood',
    usage: 'The villagers tried to {w} the winter seas with faggots weighted with stones.',
    takesObject: true,
  },
  {
    kind: 'verb:00401333',
    definition: 'simplify (a tune) so that children can sing it',
    usage: "The schoolmaster would {w} every hymn for the infants' class.",
    takesObject: true,
  },
  {
    kind: 'verb:00439450',
    definition: 'slow (a running horse) in widening circles',
    usage: 'The groom would {w} the bolting mare across the open common.',
    takesObject: true,
  },
  {
    kind: 'verb:00444071',
    definition: '(of mud) set hard in ridges during a frost',
    usage: 'The lane would {w} overnight and jolt every cart that came in the morning.',
    takesObject: false,
  },
];
