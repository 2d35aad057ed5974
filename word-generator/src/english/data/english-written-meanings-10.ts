import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 4 of 5).
export const WRITTEN_MEANINGS_10: readonly WrittenMeaning[] = [
  {
    kind: 'noun:10075538',
    definition: 'a stout or portly person, light-footed',
    usage: 'At the ceilidh, the {w} in the red waistcoat danced every reel without missing a step.',
  },
  {
    kind: 'noun:10079390',
    definition: 'devotee of keeping windmills or watermills working',
    usage: 'Each Saturday, the {w} climbed the tower to grease the gears behind the sails.',
  },
  {
    kind: 'noun:10097373',
    definition: 'a devotee of one racehorse or greyhound',
    usage: 'A true {w}, my uncle drove to every meeting where his favourite grey mare was running.',
  },
  {
    kind: 'noun:10104064',
    definition: 'a girl who is kept at home to mind her younger brothers and sisters',
    usage: 'In large farming families, {a} {w} often left school years before her brothers did.',
  },
  {
    kind: 'noun:10119144',
    definition:
      'a person who follows a traveling preacher or evangelist, attending as many sermons as possible',
    usage: '{A} {w} might ride fifty miles in a week to hear every sermon of the revival.',
  },
  {
    kind: 'noun:10122275',
    definition: 'a forecaster of orchard yields',
    usage: 'Cider companies hire {a} {w} each summer to predict how many apples the valley will produce.',
  },
  {
    kind: 'noun:10127072',
    definition: 'a person having founded a society who later quarrels with the members and leaves',
    usage: 'Many clubs have {a} {w} whose portrait still hangs on the wall he stormed past.',
  },
  {
    kind: 'noun:10140473',
    definition: "a maker of pilgrims' cloaks",
    usage: 'In medieval Santiago, {a} {w} did brisk trade before the summer pilgrim season.',
  },
  {
    kind: 'noun:10145961',
    definition: 'a geneticist of horse coats',
    usage: 'The {w} predicted that the mare\'s foal would be a palomino.',
  },
  {
    kind: 'noun:10178349',
    definition: 'a hand-disabled person',   
    usage: 'Kitchen gadgets with big grips help {a} {w} cook without pain.',
  },
  {
    kind: 'noun:10182100',
    definition: 'a carter who carries seaweed from the shore to be spread on farm fields',
    usage: 'After the storm, the {w} loaded his cart with kelp and hauled it up the lane to the potato fields.',
  },
  {
    kind: 'noun:10183826',
    definition: 'a headmaster teaching the youngest',   
    usage: 'In small village schools, {a} {w} may spend mornings teaching the alphabet between budget meetings.',
  },
  {
    kind: 'noun:10217586',
    definition: 'an idle person who lives on the earnings of a hardworking wife',
    usage: 'Village gossip has little mercy for {a} {w} who drinks at the pub while his wife scrubs floors.',
  },
  {
    kind: 'noun:10255246',
    definition: 'a relative, usually distant, known solely through letters and never met',
    usage: 'Many families have {a} {w} in Australia whose Christmas cards arrive every year.',
  },
  {
    kind: 'noun:10256001',
    definition: 'a person claimed as kin by a family only after he became rich', 
    usage: 'At the funeral the widow eyed the {w}, who had never visited until her husband\'s lottery win.',
  },
  {
    kind: 'noun:10260997',
    definition: 'a laborer carrying sacks of grain or meal up granary ladders',
    usage: 'The {w} climbed the ladder with a sack on his shoulder, flour dusting his eyebrows.',
  },
  {
    kind: 'noun:10260997',
    definition: 'a laborer who scrapes and tars the hulls of boats drawn up on a beach or shore',
    usage: 'Fishermen pay {a} {w} to clean and seal their boats while the tide is out.',
  },
  {
    kind: 'noun:10306910',
    definition: 'a man who is the only male in a household of women',
    usage: 'As the {w}, little Sam was always handed the jar lids to open.',
  },
  {
    kind: 'noun:10311713',
    definition: 'a wealthy man whose whole fortune came from a single lucky mine',    
    usage: '{A} {w} often builds a mansion in town and loses it in the next slump.',
  },
  {
    kind: 'noun:10352098',
    definition: 'a mother whose youngest child is younger than one or more of her grandchildren',
    usage: 'At the christening, the {w} held her newborn son beside her toddler granddaughter.',
  },
  {
    kind: 'noun:10352098',
    definition: 'a mother whose sons have all gone to sea',
    usage: 'The {w} stood on the harbor wall each evening, scanning the horizon for sails.',
  },
  {
    kind: 'noun:10360025',
    definition: 'a fiddler or piper at country weddings',
    usage: '{A} {w} knows a hundred reels and plays until the last guest goes home.',
  },
  {
    kind: 'noun:10364831',
    definition: 'a woman who looks after the children of a family while it travels',
    usage: 'The {w} kept the children entertained with card games all the way across France.',
  },
  {
    kind: 'noun:10364831',
    definition: 'a woman employed to keep the children of a household out of the way of guests',    
    usage: 'Wealthy hostesses employ {a} {w} during dinner parties so the children stay upstairs.',
  },
  {
    kind: 'noun:10391440',
    definition: "the ship's officer keeping the fresh water",   
    usage: 'During the calm, the {w} cut each sailor\'s ration to a single cup.',
  },
  {
    kind: 'noun:10391440',
    definition: 'an officer on a passenger ship who arranges the seating at meals',  
    usage: 'On ocean liners, the {w} decides who dines at the captain\'s table.',
  },
  {
    kind: 'noun:10419190',
    definition: 'a parent outliving all children',     
    usage: 'At the funeral, the farmer\'s {w} weighed on the mourners; he had buried all four of his sons.',
  },
  {
    kind: 'noun:10443334',
    definition: 'a philosopher who holds that dreams give true knowledge of the world',
    usage: '{A} {w} keeps a notebook by the bed and treats each night\'s images as evidence.',
  },
  {
    kind: 'noun:10475013',
    definition: "a porter carrying pilgrims' baggage to shrines",
    usage: 'The {w} shouldered three suitcases and led us up the steep steps to the temple.',
  },
  {
    kind: 'noun:10501296',
    definition: 'a lifelong mill worker',
    usage: 'The retired {w} showed us his hands, scarred by fifty years of bobbins and shuttles.',
  },
  {
    kind: 'noun:10534787',
    definition: 'someone who works to improve the lodging houses of the poor',
    usage: '{A} {w} might campaign for clean water, ventilation and separate beds in cheap boarding houses.',
  },
  {
    kind: 'noun:10595231',
    definition: 'someone searching for an ancestral grave or tomb',
    usage: 'The caretaker lent the {w} a map of the old churchyard and a torch.',
  },
  {
    kind: 'noun:10601606',
    definition: 'a servant whose duty is to lay and light the fires in the bedrooms',
    usage: 'Before dawn, the {w} crept from room to room with her coal scuttle and matches.',
  },
  {
    kind: 'noun:10615055',
    definition: 'a person suffering from a chest illness, usually caused by years of work in damp mines',   
    usage: 'Grandfather was {a} {w} who coughed through every hymn but refused to leave the chapel.',
  },
  {
    kind: 'noun:10627901',
    definition: 'a person who avoids his share of work by appearing busy with something else',    
    usage: 'While the rest of us hauled boxes, the {w} kept fussing with a clipboard by the van.',
  },
  {
    kind: 'noun:10638364',
    definition: 'a socialist who preaches the cause at street corners on market days',
    usage: '{A} {w} stands on a soapbox near the market cross, shouting over the cattle auctions.',
  },
  {
    kind: 'noun:10641415',
    definition: 'a soldier having been promoted and demoted in rank several times',    
    usage: 'Every regiment has {a} {w} whose sleeve shows the faint outlines of stripes sewn on and torn off.',
  },
  {
    kind: 'noun:10652848',
    definition: 'a spectator watching a game without paying, especially from outside the fence',
    usage: 'The {w} perched in the oak tree beyond left field and cheered every home run.',
  },
  {
    kind: 'noun:10652848',
    definition: 'a spectator who regularly attends the launching of ships, especially at local shipyards',
    usage: 'The {w} brought a flask of tea and a folding chair to watch the new trawler slide into the river.',
  },
  {
    kind: 'noun:10682391',
    definition: 'an urchin holding horses, usually for pay',
    usage: 'Outside every busy inn stood {a} {w} hoping to earn a penny while the riders ate.',
  },
  {
    kind: 'noun:10696316',
    definition: 'a watercress-bed overseer',     
    usage: '{A} {w} checks the flow of spring water through each bed every morning.',
  },
  {
    kind: 'noun:10696316',
    definition: 'one who keeps the apprentices of a workshop at their tasks',
    usage: 'In a busy print shop, the {w} makes sure the boys spend their hours setting type, not idling.',
  },
  {
    kind: 'noun:10696316',
    definition: 'a woman in charge of the women sorting rags at a paper mill',    
    usage: 'At the paper mill the {w} checked each bale for buttons and pins.',
  },
  {
    kind: 'noun:10726882',
    definition: 'a therapist who treats sleeplessness by reading aloud to the patient',
    usage: 'Hotels for weary executives offer {a} {w} who reads short stories at the bedside until the guest drifts off.',
  },
  {
    kind: 'noun:10727453',
    definition: 'a church-roof lead thief',     
    usage: 'Police caught the {w} at dawn, his van loaded with rolls of lead from St. Mary\'s.',
  },
  {
    kind: 'noun:10783051',
    definition: 'a waiter at public banquets',
    usage: 'The {w} balanced six plates of roast beef on his arm as the guildhall filled.',
  },
  {
    kind: 'noun:10783051',
    definition: 'a waiter hired by the evening, especially for private dinner parties',
    usage: 'Wealthy hosts book {a} {w} for their dinner parties so the regular staff can cook.',
  },
  {
    kind: 'noun:10796007',
    definition: 'a person given to complaining about the weather whatever it may be',    
    usage: 'Uncle Bill, a lifelong {w}, grumbled about the sunshine all through the picnic.',
  },
  {
    kind: 'noun:10802616',
    definition: "a winner by others' disqualification",
    usage: 'The {w} stood awkwardly on the podium after the two faster runners failed their drug tests.',
  },
  {
    kind: 'noun:10809832',
    definition: 'a maker of malt shovels',
    usage: 'Breweries once depended on the local {w} for wooden tools that would not bruise the grain.',
  },
  {
    kind: 'noun:10809832',
    definition: 'a spinning-wheel maker',
    usage: 'The {w} fitted the new treadle and gave the wheel a test spin.',
  },
  {
    kind: 'noun:10813654',
    definition: 'a writer of travel books about countries or regions never visited',   
    usage: 'The reviewer exposed the {w} by pointing out that the city\'s famous bridge had been demolished decades earlier.',
  },
  {
    kind: 'noun:10820913',
    definition: "someone who keeps a written record of each day's weather for many years",
    usage: 'Climate scientists treasure the notebooks of {a} {w} who logged rainfall and frost for half a century.',
  },
  {
    kind: 'noun:10820913',
    definition: 'someone who writes down sermons as they are preached',
    usage: 'The {w} in the front pew scribbled furiously as the bishop thundered from the pulpit.',
  },
  {
    kind: 'noun:10825826',
    definition: 'a zoologist specializing in the fauna of hedgerows',
    usage: 'The {w} knelt by the hawthorn and counted the dormouse nests with a torch.',
  },
  {
    kind: 'noun:04689819',
    definition: 'a bare spot on a lawn or field left by a bonfire',
    usage: 'By spring, grass had crept back over the {w} where we had burned the hedge cuttings.',
  },
  {
    kind: 'noun:11439518',
    definition: 'the loud booming of a frozen lake as its ice contracts at night',
    usage: 'Cabin owners on northern lakes fall asleep to the {w} on clear, frigid nights.',
  },
  {
    kind: 'noun:11449572',
    definition: 'the air pressure measured at the bottom of a mine shaft',
    usage: 'Mine engineers record the {w} each day, since a sudden drop can release dangerous gas.',
  },
  {
    kind: 'noun:11475008',
    definition: 'a slow weeks-long lowland flood',
    usage: 'Farmers on the plain dread {a} {w}, which can drown winter wheat for a month.',
  },
  {
    kind: 'noun:11475008',
    definition: 'a flood in which water rises through the floors of houses from the ground beneath',
    usage: 'When the {w} came, water seeped up between the floorboards of every house on the lane.',
  },
  {
    kind: 'noun:11517986',
    definition: 'a steady coastwise wind during fishing season',
    usage: 'Crews set out at dawn to ride the {w} down the coast toward the herring grounds.',
  },
  {
    kind: 'noun:11546388',
    definition: 'a wind carrying smoke or soot from a distant city over open country',  
    usage: 'Farmers east of the city dreaded the {w}, which left soot on the washing and the sheep.',
  },
  {
    kind: 'noun:13265007',
    definition: 'goods left by departing tenants', 
    usage: 'The landlord piled the {w} on the curb: a sofa, three lamps and a fish tank.',
  },
  {
    kind: 'noun:13310182',
    definition: 'a share of the profits of a mill paid to the owner of the water rights',
    usage: 'The miller paid the {w} to the squire every quarter day.',
  },
  {
    kind: 'noun:13331252',
    definition: "a tax on lodgers' rents",     
    usage: 'Landladies in the port town grumbled that the {w} ate up their profits.',
  },
  {
    kind: 'noun:13343014',
    definition: 'a fee paid to a lawyer for reading a will aloud, usually to the family',
    usage: 'Old-fashioned solicitors charge the estate {a} {w} for gathering the relatives and reading out the bequests.',
  },
  {
    kind: 'noun:13482194',
    definition: 'demagnetization of a tool by repeated striking',   
    usage: 'Machinists know that {w} can ruin a magnetic screwdriver used as a hammer.',
  },
  {
    kind: 'noun:13486733',
    definition: 'the process in which the colour of a dye spreads slowly through still water',
    usage: 'The art students watched the {w} as red ink crept through a still glass of water.',
  },
  {
    kind: 'noun:13557219',
    definition: 'the slow melting of snow on shaded or north-facing slopes in spring',   
    usage: 'Late in April we watched the {w} on the north side of the valley, long after the meadows had turned green.',
  },
  {
    kind: 'noun:13579693',
    definition: 'the absorption of moisture from damp air by dry wood or timber', 
    usage: 'The carpenter warned that {w} would swell the new oak door if it sat in the damp shed.',
  },
  {
    kind: 'noun:13603216',
    definition: "the number of a family's church pew",
    usage: 'Grandmother reminded me of our {w} before I walked into the church alone for the first time.',
  },
  {
    kind: 'noun:13621114',
    definition: 'a unit for measuring the water taken up by one pound of dry cloth',   
    usage: 'The tester found that the new towelling absorbed a full {w} more than the old stock.',
  },
  {
    kind: 'noun:13691838',
    definition: 'former coin having a value of one-twentieth dinar',
    usage: 'Households in Baghdad sometimes kept a single {w} as a lucky charm.',
  },
  {
    kind: 'noun:13711049',
    definition: 'a coin or unit worth ten kobo', 
    usage: 'Inflation has made the {w} nearly worthless in Nigerian markets.',
  },
  {
    kind: 'noun:13721054',
    definition: 'a former unit of money worth twelve kopecks',
    usage: 'Collectors of Russian coins prize a well-preserved {w} from the eighteenth century.',
  },
  {
    kind: 'noun:13778265',
    definition: 'the amount a nosebag or feedbag holds',
    usage: 'Carters give each horse {a} {w} of oats at midday.',
  },
  {
    kind: 'noun:13778265',
    definition: 'the quantity a vessel or container holds when filled to the shoulder',
    usage: 'Bottlers measure a wine bottle by its {w}, leaving the narrow neck empty for the cork.',
  },
  {
    kind: 'noun:13793544',
    definition: 'a drop of moisture that forms at the tip of an icicle and falls in the midday sun',
    usage: 'On bright winter days {a} {w} falls from every gutter, pitting the snow below.',
  },
  {
    kind: 'noun:00032220',
    definition: 'a relation between two families in which each has married into the other more than once',
    usage: 'In small farming valleys, {a} {w} can make cousins of nearly every child in both houses.',
  },
  {
    kind: 'noun:13813601',
    definition: 'a connection between two places by a path or track unknown to outsiders',
    usage: 'Smugglers used the {w} through the marsh to reach the village unseen.',
  },
  {
    kind: 'noun:13813601',
    definition: 'a link between trades sharing tools',
    usage: 'The {w} between coopers and wheelwrights meant a village might need only one set of drawknives.',
  },
  {
    kind: 'noun:13849639',
    definition: 'the direction in which grazing sheep or goats drift when unattended',
    usage: 'Shepherds learn the {w} of each hillside and place their dogs accordingly.',
  },
  {
    kind: 'noun:13849639',
    definition: 'the direction in which a field was first ploughed and has been ploughed since',
    usage: 'The new tenant ignored the {w}, and his neighbour told him the drainage would suffer.',
  },
  {
    kind: 'noun:00028005',
    definition: 'a shape having a wavy or scalloped edge on one side and a straight edge on the other',
    usage: 'The quilter cut {a} {w} from blue cotton to finish the border of the baby blanket.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid having a flat base and a rounded top resembling a loaf of bread',
    usage: 'Geologists describe a granite dome as {a} {w} when it rises smoothly from a flat base.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid resembling an egg or ovoid flattened on one side',
    usage: 'Sculptors carve {a} {w} so the piece rests steadily on its flat face.',
  },
  {
    kind: 'noun:13882990',
    definition: 'a solid whose faces curve inward between sharp ridges',   
    usage: 'The mathematician rotated a glass {w} in the light, its faces dipping between the edges.',
  },
  {
    kind: 'noun:13885383',
    definition: 'a figure made of three circles each touching the other two',
    usage: 'Celtic carvers often cut {a} {w} into stone crosses as a symbol of the Trinity.',
  },
  {
    kind: 'noun:13885383',
    definition: 'a figure formed by a row of equal circles each touching the next',
    usage: 'The art teacher asked us to draw {a} {w} across the page using a coin as a template.',
  },
  {
    kind: 'noun:13885789',
    definition: 'a plane figure consisting of a semicircle standing on one side of a square',
    usage: 'Many church windows take the form of {a} {w}, rounded at the top and square below.',
  },
  {
    kind: 'noun:13886392',
    definition: 'a line that passes through a polygon or other figure without touching any of the corners',
    usage: 'Geometry puzzles ask students to draw {a} {w} that cuts as many sides of a hexagon as possible.',
  },
  {
    kind: 'noun:13888104',
    definition: 'a roundness flattened where resting',    
    usage: 'The potter pointed to the {w} on the base of the gourd where it had lain on the ground.',
  },
  {
    kind: 'noun:13888765',
    definition: 'a polygon having two right angles and all its other angles obtuse',
    usage: 'The maths teacher drew {a} {w} on the board and asked us to sum its interior angles.',
  },
  {
    kind: 'noun:13909417',
    definition: 'the place where a vein or lode of ore divides',
    usage: 'The miners followed the copper to the {w} and argued about which branch to chase.',
  },
  {
    kind: 'noun:00024900',
    definition: 'the state of a road or track that is passable on foot but not by cart or wagon',
    usage: 'Spring thaw leaves many mountain tracks in {w}, so villagers carry supplies on their backs.',
  },
  {
    kind: 'noun:00024900',
    definition:
      'the state of hay or straw that has been turned once in the field but not yet carted or stacked',
    usage: 'Farmers pray for sun while their crop lies in {w}, half dry in the field.',
  },
  {
    kind: 'noun:13943868',
    definition: 'a soil-rotted state',    
    usage: 'When the gardener dug up the fence posts, their {w} was obvious at ground level.',
  },
  {
    kind: 'noun:13943868',
    definition: 'a condition of a book whose binding has come loose from its pages',
    usage: 'The bookseller marked the atlas down because of its {w}, the pages sliding out of the cover.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the condition of a rick or haystack having a rain-soaked top',
    usage: 'Grandpa climbed the ladder, looked at the {w}, and cursed the thatcher.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the condition of clothes or linen still damp when brought in from the line',
    usage: 'Feeling the {w} of the sheets, Mum hung them over the radiators overnight.',
  },
  {
    kind: 'noun:13943868',
    definition: 'the state of being descended from a family having formerly held land',
    usage: 'Families of {w} often keep the estate map framed in the hall.',
  },
  {
    kind: 'noun:13943868',
    definition: 'unfaded wholeness of old paint',
    usage: 'The restorer gasped at the {w} of the altarpiece hidden behind the panelling.',
  },
  {
    kind: 'noun:13951701',
    definition: 'a bond between households sharing harvest work',
    usage: 'The {w} between our farm and the Larsens\' meant that both families turned out when either field was ready.',
  },
  {
    kind: 'noun:13952621',
    definition: 'the state of being with someone while both work at separate tasks in silence',
    usage: 'Father and daughter sat at the kitchen table in comfortable {w}, one with a crossword, one with homework.',
  },
  {
    kind: 'noun:13968971',
    definition: 'the standing of a family newly arrived in a village',
    usage: 'A family\'s {w} can take a generation to improve, however generous they are at the fête.',
  },
  {
    kind: 'noun:13968971',
    definition: 'the status of servants who are inherited with the house',
    usage: 'The new owners respected the cook\'s {w}, since she had served the family for forty years.',
  },
  {
    kind: 'noun:13974662',
    definition: 'inferiority to apprentices',     
    usage: 'The journeyman\'s {w} became obvious when the youngest apprentice had to fix his crooked joint.',
  },
  {
    kind: 'noun:13983217',
    definition: 'the unmade state of something promised',
    usage: 'The {w} of the promised bridge is a running joke in the valley, twenty years on.',
  },
  {
    kind: 'noun:13983217',
    definition: "the state of a species or creature known solely from travelers' tales",
    usage: 'The {w} of sea serpents has lasted for centuries despite no specimen reaching a museum.',
  },
  {
    kind: 'noun:13999199',
    definition: 'disorder in a household caused by a sudden death',  
    usage: 'Unpaid bills and forgotten meals are part of the {w} that follows when a parent dies without warning.',
  },
  {
    kind: 'noun:14007000',
    definition: 'darkness inside a forest at midday under a thick canopy',     
    usage: 'Hikers in old-growth rainforest often need a torch to read maps in the {w}.',
  },
  {
    kind: 'noun:14014160',
    definition: 'the state of having committed an offense that no one else knows of',
    usage: 'Lying awake, the boy carried the {w} of the broken vase like a stone in his chest.',
  },
  {
    kind: 'noun:14029664',
    definition: 'a pre-sermon stillness',
    usage: 'The {w} settles on a congregation as the preacher climbs into the pulpit.',
  },
  {
    kind: 'noun:14039202',
    definition: 'a temporary state of numb clumsiness in the hands after working in cold water',
    usage: 'Fish filleters suffer {w} and fumble their knives in winter.',
  },
  {
    kind: 'noun:14075399',
    definition: 'a state in which an old wound aches before a change in the weather',
    usage: 'Grandad\'s {w} warned him of the storm a full day before the forecast.',
  },
  {
    kind: 'noun:14075885',
    definition:
      'a condition in which the fingernails or toenails split and flake, usually during the winter months',
    usage: 'Dry indoor heating makes {w} worse, so a good hand cream helps.',
  },
  {
    kind: 'noun:14318891',
    definition: 'a lift-provoked hernia',   
    usage: 'The removal man developed {a} {w} after hoisting a piano up three flights of stairs.',
  },
  {
    kind: 'noun:14357711',
    definition: 'a pimple raised where a collar rubs',    
    usage: 'The new clerk kept touching the {w} under his stiff shirt.',
  },
  {
    kind: 'noun:14437698',
    definition: 'the state of a family having members living in different countries',
    usage: 'Video calls have eased the loneliness of {w}, letting grandparents watch grandchildren grow up abroad.',
  },
  {
    kind: 'noun:14442568',
    definition: 'the state of two houses or cottages sharing a chimney stack',
    usage: 'Because of the {w}, we could smell our neighbours\' kippers every Sunday morning.',
  },
  {
    kind: 'noun:14457053',
    definition: "the state of being widely known in one's own parish but nowhere else",
    usage: 'The baker enjoyed his {w}; at home the whole village greeted him, but in the city no head turned.',
  },
  {
    kind: 'noun:14484149',
    definition: 'the completeness of a set of books or dishes with no piece missing',
    usage: 'Collectors pay far more for the {w} of a dinner service than for scattered plates.',
  },
  {
    kind: 'noun:14486250',
    definition: 'a fault of faded creases',
    usage: 'The dealer pointed out the {w} on the flag where it had been folded for decades.',
  },
  {
    kind: 'noun:14488632',
    definition: 'a defect present at birth in which one leg is slightly shorter than the other',
    usage: 'Mild {w} is often corrected with a raised insole in one shoe.',
  },
  {
    kind: 'noun:14496806',
    definition:
      'an overall condition in which good and bad luck alternate, usually from one year to the next',
    usage: 'Farmers in drought country accept {w} as a fact of life, with fat years following lean ones.',
  },
  {
    kind: 'noun:14506710',
    definition: 'the impossibility of truly returning',
    usage: 'Standing in his childhood street, the old man felt the {w}, for the houses were the same and he was not.',
  },
  {
    kind: 'noun:14511901',
    definition: 'the condition of a household that has money only in the weeks after harvest',
    usage: 'Farm families living in {w} pay their debts in October and are borrowing once more by March.',
  },
  {
    kind: 'noun:14518300',
    definition: 'the state of cleanliness of the yards behind a row of houses',
    usage: 'The council inspector walked the alley behind the terrace, noting the {w} of each house on a clipboard.',
  },
  {
    kind: 'noun:14520294',
    definition: 'the orderly keeping of tools or implements in fixed places, usually hung on a wall',
    usage: 'Grandpa\'s {w} was legendary, with every saw hanging inside its own painted outline on the shed wall.',
  },
  {
    kind: 'noun:14559507',
    definition: 'a slight wetness that clings to the walls of a cellar in every season',
    usage: 'When we moved in, the {w} in the basement left a fine sheen on the stone even in August.',
  },
  {
    kind: 'noun:14565922',
    definition:
      'a hazard to health arising from charcoal burned in a room or cellar having no chimney or flue',
    usage: 'The doctor warned the family about the {w} after they warmed the cellar with a brazier.',
  },
  {
    kind: 'noun:14570034',
    definition: 'the physical condition of a horse able to work a full day at the plough',
    usage: 'Farmers build up a horse\'s {w} over spring with steady work and good oats.',
  },
  {
    kind: 'noun:00020270',
    definition: 'green scythe gum',
    usage: 'After mowing the wet meadow, Grandpa scraped the {w} from his blade with a whetstone.',
  },
  {
    kind: 'noun:09220693',
    definition: 'any anion forming an insoluble salt with the calcium or magnesium of hard water',
    usage: 'The chemist added {a} {w} to the tap water and watched a white scum settle.',
  },
  {
    kind: 'noun:14610438',
    definition:
      'a mixture of sawdust and wet tea leaves or bran, scattered on floors to keep down dirt when sweeping',  
    usage: 'Shopkeepers scatter {w} across the floorboards before sweeping up at closing time.',
  },
  {
    kind: 'noun:14649636',
    definition: 'a blue-tarnishing metal',   
    usage: 'The jeweller rubbed at the {w}, but the bluish film came back within a week.',
  },
  {
    kind: 'noun:14649636',
    definition: 'any metallic element whose salts give a green colour to a flame',
    usage: 'Firework makers add {a} {w} to produce bursts of emerald light.',
  },
  {
    kind: 'noun:14751849',
    definition: 'a bitter compound obtained from the bark of hazel and used to tan small skins',
    usage: 'The glover soaked the rabbit skins in {w} until they turned supple and brown.',
  },
  {
    kind: 'noun:14803709',
    definition: 'an agent added to tallow to make it burn with less smoke',
    usage: 'The chandler stirred a spoonful of {w} into the melted tallow before dipping the wicks.',
  },
  {
    kind: 'noun:14868156',
    definition: 'an ocher of a pale pinkish tone, used especially for colouring cottage walls',
    usage: 'Villagers in the county wash their cottages with {w}, giving the street a warm glow.',
  },
  {
    kind: 'noun:14911952',
    definition: 'bitter glucoside, especially of wild carrot roots', 
    usage: 'Foragers who nibble Queen Anne\'s lace quickly notice the sharp tang of {w}.',
  },
  {
    kind: 'noun:14993432',
    definition: 'an oligosaccharide found especially in birch sap',   
    usage: 'Birch syrup tastes different from maple partly because of {w} in the sap.',
  },
  {
    kind: 'noun:14996078',
    definition: 'the white oxide that streaks the stonework below old lead gutters',     
    usage: 'Restorers scrub {w} from church walls beneath the old gutters.',
  },
  {
    kind: 'noun:15031356',
    definition: 'a synthetic rubber that stays supple in severe frost',
    usage: 'Arctic vehicles use seals of {w} that won\'t crack at forty below.',
  },
  {
    kind: 'noun:15058641',
    definition: 'a toxin from a mould on damp stored hay that causes cattle to stagger',
    usage: 'The vet suspected {w} when three cows began staggering after being fed the old bales.',
  },
  {
    kind: 'noun:15141309',
    definition:
      'the time of year when the sun first rises above the ridge or mountain wall of a deep valley, ending winter shadow',
    usage: 'Villagers in the shadowed gorge celebrate {w} with a feast when sunlight finally touches the square.',
  },
  {
    kind: 'noun:15169331',
    definition: "the time of a man's life after he has handed his farm to his son",    
    usage: 'In the Alps, {w} often meant moving into a small cottage beside the main house.',
  },
  {
    kind: 'verb:00005041',
    definition: 'draw in (the steam of a herbal brew) with the head under a cloth',
    usage: 'When I had a cold, Grandma made me {w} the chamomile with a towel over my head.',
    takesObject: true,
  },
  {
    kind: 'verb:00005041',
    definition: 'breathe in sharply through the teeth, usually at sudden pain',
    usage: 'When the nurse peeled off the bandage, Jack could not help but {w}.',
    takesObject: false,
  },
  {
    kind: 'verb:00005041',
    definition: 'draw in (smoke from burning herbs or leaves) as an asthma cure', 
    usage: 'Some Victorian asthmatics would {w} the fumes of smoldering stramonium before bed.',
    takesObject: true,
  },
  {
    kind: 'verb:00010428',
    definition: 'behave with exaggerated politeness to someone disliked or resented',
    usage: 'Courtiers learn to {w} when the king\'s favorite enters the room.',
    takesObject: false,
  },
  {
    kind: 'verb:00018806',
    definition: 'wake (a sleeper) gently, usually by calling his name',
    usage: 'The nurse bent over the bed to {w} the old man, whispering his name twice.',
    takesObject: true,
  },
  {
    kind: 'verb:00025647',
    definition: 'ease (a nervous horse) by talking to it softly',
    usage: 'Good grooms {w} a skittish colt before lifting its hooves.',
    takesObject: true,
  },
  {
    kind: 'verb:00037291',
    definition: 'shave (a dead man) as part of laying out',
    usage: 'Village undertakers would {w} the deceased before the family came to pay their respects.',
    takesObject: true,
  },
  {
    kind: 'verb:00047662',
    definition:
      'dress (a child) in clothes made over or altered from those worn by an older brother or sister',
    usage: 'Large families {w} the youngest children in their siblings\' old coats.',
    takesObject: true,
  },
  {
    kind: 'verb:00047662',
    definition: 'dress (a bride) in the gown or clothes worn by her mother at her own wedding',
    usage: 'The aunts gathered in the bedroom to {w} my sister, fastening our mother\'s lace buttons one by one.',
    takesObject: true,
  },
  {
    kind: 'verb:00061366',
    definition: 'make (sheep) barren by grazing',    
    usage: 'Some clover pastures can {w} ewes if they graze there for too long.',
    takesObject: true,
  },
  {
    kind: 'verb:00078154',
    definition: 'be uncomfortable from wearing damp clothes',
    usage: 'Hikers caught in drizzle {w} for hours unless they carry a change of socks.',
    takesObject: false,
  },
  {
    kind: 'verb:00104622',
    definition: 'let down milk from the udder unprompted',
    usage: 'Some dairy cows {w} as soon as they hear the parlor gate clang.',
    takesObject: false,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (someone) drowsy, especially by heat and heavy food',
    usage: 'Big Sunday lunches {w} most grandfathers by three o\'clock.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'stiffen (a traveler) by jolting',
    usage: 'The long stagecoach ride over rutted roads managed to {w} even the youngest passengers.',
    takesObject: true,
  },
  {
    kind: 'verb:00050171',
    definition: 'unwrap (rain-soaked children)',
    usage: 'Teachers {w} the little ones at the classroom door, peeling off dripping coats and scarves.',
    takesObject: true,
  },
  {
    kind: 'verb:00109468',
    definition: "reorder (a market's stalls) every season",
    usage: 'Every spring the market superintendent would {w} the square, moving the flower sellers to the sunny side.',
    takesObject: true,
  },
  {
    kind: 'verb:00109468',
    definition: 'set (the stones of a wall) back in place after frost has shifted them',    
    usage: 'Every March, the farmer walked his boundaries to {w} the stones the frost had heaved.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'curdle (milk) with nettle juice',
    usage: 'The cheesemaker showed us how to {w} the goat\'s milk, stirring in green juice until it thickened.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'outdate (maps) by renaming streets',
    usage: 'The new council managed to {w} every tourist map in the city within a single year.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'turn (a dance tune) into a dirge',
    usage: 'Brass bands sometimes {w} a popular waltz for a funeral procession.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a horse) indifferent to the noise of gunfire by gradual use',
    usage: 'The cavalry sergeant spent a month trying to {w} the young mare before the parade.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a private fishery) common',
    usage: 'After years of protest, the council voted to {w} the salmon pool below the weir.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (fishing villages) summer or holiday resorts',
    usage: 'Developers set out to {w} the little harbour towns, and soon the net lofts became cafés.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'make (a well) brackish by drawing from it too fast near the sea',
    usage: 'The new hotel pumped so hard that it managed to {w} the village well within a single summer.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'alter the color of (a gem or crystal) by baking in ashes',
    usage: 'The jeweler decided to {w} the pale stone, hoping it would deepen to blue.',
    takesObject: true,
  },
  {
    kind: 'verb:00126072',
    definition: 'log-brake (a cart)',
    usage: 'Drivers on steep hill roads would {w} the cart with a heavy log chained under the wheels.',
    takesObject: true,
  },
  {
    kind: 'verb:00145958',
    definition: 'turn (dried clay) to a powder by pounding',
    usage: 'Potters {w} the sun-baked clods before mixing them with water.',
    takesObject: true,
  },
  {
    kind: 'verb:00156409',
    definition: 'increase in number only in years when beech trees bear heavily, as of mice',    
    usage: 'Wood mice {w}, swarming through the forest after every good beechnut autumn.',
    takesObject: false,
  },
  {
    kind: 'verb:00159688',
    definition: 'teach (a foreign bride) the customs or ways of her marital village',
    usage: 'Mothers-in-law in the valley {w} a new bride, showing her how to bake the festival bread.',
    takesObject: true,
  },
  {
    kind: 'verb:00173351',
    definition: 'remove (moss) from a thatched roof by raking',
    usage: 'On a dry day, the thatcher climbed up to {w} the cottage roof.',
    takesObject: true,
  },
  {
    kind: 'verb:00187671',
    definition: 'insert (a patch of new wood) into a damaged floorboard',
    usage: 'Restorers {w} a damaged board rather than replace the whole length.',
    takesObject: true,
  },
  {
    kind: 'verb:00223926',
    definition: 'weaken from sunlight',
    usage: 'Nylon ropes left on deck {w} within a few seasons and snap without warning.',
    takesObject: false,
  },
  {
    kind: 'verb:00225327',
    definition: 'weaken (a colony of bees) by taking too much honey late in the year',
    usage: 'Greedy for a big harvest, my neighbor managed to {w} his strongest hive, and it died in February.',
    takesObject: true,
  },
  {
    kind: 'verb:00244010',
    definition: 'join (estates) matrimonially',
    usage: 'Wealthy families often arranged marriages to {w} neighboring estates and keep the land in one pair of hands.',
    takesObject: true,
  },
  {
    kind: 'verb:00244010',
    definition: 'combine (congregations or parishes) under one minister',
    usage: 'Short of clergy, the bishop decided to {w} the three village churches.',
    takesObject: true,
  },
  {
    kind: 'verb:00252905',
    definition: '(especially of gulls) slowly acquire adult plumage',
    usage: 'Herring gulls take four years to {w}, losing their mottled brown feathers bit by bit.',
    takesObject: false,
  },
  {
    kind: 'verb:00256275',
    definition: 'soften (dry bread) by steaming it over a kettle',
    usage: 'Thrifty cooks {w} stale rolls rather than throw them away.',
    takesObject: true,
  },
  {
    kind: 'verb:00256275',
    definition: 'soften (dried fish) with a wooden mallet',
    usage: 'My grandfather sat on the step to {w} the stockfish, pounding it for an hour.',
    takesObject: true,
  },
  {
    kind: 'verb:00277172',
    definition: 'trample (cut hay) into disorder',
    usage: 'The neighbour\'s cows broke through the fence and managed to {w} every drying swath in the meadow.',
    takesObject: true,
  },
  {
    kind: 'verb:00277172',
    definition: 'disorder (the sheets or signatures of an unbound book) by dropping them',
    usage: 'The apprentice tripped on the stairs and managed to {w} the entire manuscript.',
    takesObject: true,
  },
  {
    kind: 'verb:00278169',
    definition:
      'establish the age of (a hedge or hedgerow) by counting the kinds of shrub or tree growing in it',
    usage: 'On the field trip, we learned to {w} the lane\'s hedgerow, counting hawthorn, hazel, holly and field maple.',
    takesObject: true,
  },
  {
    kind: 'verb:00306798',
    definition: 'burst apart with a loud crack, as heated stone or flint does when dropped into cold water',
    usage: 'Dad warned us the river stones might {w} if we tossed them straight from the fire into the bucket.',
    takesObject: false,
  },
  {
    kind: 'verb:00320015',
    definition: 'cut (a stone) to fit a gap in an old wall',
    usage: 'Kneeling by the gate, the waller set out to {w} a slab of limestone for the gap.',
    takesObject: true,
  },
  {
    kind: 'verb:00326129',
    definition: 'fry (bread) in the fat left from cooking bacon',
    usage: 'Camp cooks {w} thick slices of bread in the pan as soon as the rashers are done.',
    takesObject: true,
  },
  {
    kind: 'verb:00326129',
    definition: 'fry (fish) rolled in oatmeal',
    usage: 'Highland cooks {w} fresh herring and serve it with a wedge of lemon.',
    takesObject: true,
  },
  {
    kind: 'verb:00329612',
    definition: '(of an antler) divide into new points each year',
    usage: 'The antlers of a young stag {w} steadily until he reaches his prime.',
    takesObject: false,
  },
  {
    kind: 'verb:00349400',
    definition: 'start (a new hive) with a swarm taken from a wild nest', 
    usage: 'Beekeepers {w} an empty box each spring, carrying the bees home from a hollow tree.',
    takesObject: true,
  },
  {
    kind: 'verb:00359085',
    definition: "die within a year of (one's husband or wife)",
    usage: 'Devoted husbands often {w} their wives, as if grief itself wore them out.',
    takesObject: true,
  },
  {
    kind: 'verb:00368338',
    definition: 'merge while grazing',
    usage: 'By evening the two flocks had begun to {w}, and the shepherds argued over whose ewes were whose.',
    takesObject: false,
  },
  {
    kind: 'verb:00368338',
    definition: '(of two villages) grow together along a road until no gap remains',
    usage: 'Over thirty years, Upper and Lower Marsh continued to {w}, until only a sign showed where one ended.',
    takesObject: false,
  },
  {
    kind: 'verb:00371917',
    definition: 'heat (a bed) with coals',
    usage: 'Before the guest arrived, the maid was sent upstairs to {w} the bed with the brass pan.',
    takesObject: true,
  },
  {
    kind: 'verb:00390886',
    definition: 'calm (waves) with sunken brushwood',
    usage: 'The villagers tried to {w} the surf at the harbour mouth by sinking bundles of thorn on weighted ropes.',
    takesObject: true,
  },
  {
    kind: 'verb:00401333',
    definition: 'simplify (a tune) so that children can sing it',
    usage: 'Nursery teachers often {w} a hymn, dropping the high notes and smoothing the rhythm.',
    takesObject: true,
  },
  {
    kind: 'verb:00439450',
    definition: 'slow (a running horse) in widening circles',
    usage: 'Experienced riders {w} a bolting horse rather than haul on the reins.',
    takesObject: true,
  },
  {
    kind: 'verb:00444071',
    definition: '(of mud) set hard in ridges during a frost',
    usage: 'Overnight the cart ruts began to {w}, and by morning the lane was like iron.',
    takesObject: false,
  },
];
