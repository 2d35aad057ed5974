import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 1 of 5).
export const WRITTEN_MEANINGS_7: readonly WrittenMeaning[] = [
  {
    kind: 'adjective:00009997',
    definition: 'given to taking the best portions of a dish before others are served',
    usage: 'Families with {a} {w} uncle learn to pass the roast the other way round.',
  },
  {
    kind: 'adjective:00063536',
    definition: '(of a person) clumsy at tying knots in rope or cord',
    usage: '{A} {w} deckhand is a danger to himself when the squall comes.',
  },
  {
    kind: 'adjective:00071192',
    definition: '(of a building) marred by windows of unequal size or spacing',
    usage: 'The architect winced at the {w} facade of the new library.',
  },
  {
    kind: 'adjective:00089477',
    definition: '(of water in a tank or cistern) left unstirred long enough for silt to settle',   
    usage: 'Grandfather drew {w} water from the top of the cistern and filled our canteens.',
  },
  {
    kind: 'adjective:00121844',
    definition: "(of a tool or vessel) bearing its maker's name stamped into the metal",
    usage: 'Collectors pay more for {w} chisels, since the stamp proves who forged them.',
  },
  {
    kind: 'adjective:00124833',
    definition: '(of a horn or tusk) curving downward and then forward at the tip',
    usage: 'Some breeds of sheep carry {w} horns that frame their faces.',
  },
  {
    kind: 'adjective:00131089',
    definition: 'belonging to the period between a truce and a signed peace',
    usage: 'During those {w} months, soldiers on both sides traded cigarettes across the wire.',
  },
  {
    kind: 'adjective:00134922',
    definition: '(of food) dried by warming',
    usage: 'Mountain villagers store {w} mushrooms in jars for winter stews.',
  },
  {
    kind: 'adjective:00162696',
    definition: 'capable of being fastened to a saddle by straps',    
    usage: 'Cavalry scabbards are {w}, so riders keep both hands free for the reins.',
  },
  {
    kind: 'adjective:00210845',
    definition: 'abounding with bracken and young birch trees',
    usage: 'The {w} slopes of the glen turn copper and gold each October.',
  },
  {
    kind: 'adjective:00278205',
    definition: '(of a valley floor) not shaded by the surrounding hills even in winter',     
    usage: 'The monks built their abbey in {a} {w} valley where the snow melted early.',
  },
  {
    kind: 'adjective:00309391',
    definition: '(of a grave) left untended after the last relative has died',
    usage: 'The sexton cleared the brambles from the {w} grave, though no one had visited it for years.',
  },
  {
    kind: 'adjective:00320287',
    definition: "(of a soldier's letter) reaching home without passing the army censor",
    usage: 'Grandmother kept the {w} letter in which her brother described the real state of the trenches.',
  },
  {
    kind: 'adjective:00323355',
    definition: 'causing cramp, especially in the calves of the legs',   
    usage: 'The {w} climb to the summit left my brother hopping on one leg at the top.',
  },
  {
    kind: 'adjective:00323355',
    definition: 'causing a bitter taste to linger in the mouth',
    usage: '{w} medicines are often coated in sugar to make them easier to swallow.',
  },
  {
    kind: 'adjective:00348093',
    definition: '(of a custom) kept unaltered since the founding of a town',
    usage: 'At nine, the mayor rang the {w} curfew bell, just as every mayor since 1420 had done.',
  },
  {
    kind: 'adjective:00350040',
    definition: '(of a lease) not purchasable',
    usage: 'The solicitor warned the tenants that their lease was {w} and they could never buy the building outright.',
  },
  {
    kind: 'adjective:00403220',
    definition: '(of marble or limestone) free of rust',    
    usage: 'The sculptor chose only {w} blocks from the quarry, rejecting any with orange streaks.',
  },
  {
    kind: 'adjective:00417934',
    definition: '(of a report) never given any mark of secrecy through oversight',
    usage: 'Historians sometimes stumble on {a} {w} memo that reveals more than the classified files.',
  },
  {
    kind: 'adjective:00439592',
    definition: 'showing no mercy to debtors even in years of poor harvest',
    usage: 'The {w} landlord seized the family\'s only cow though the wheat crop had failed.',
  },
  {
    kind: 'adjective:00473250',
    definition: '(of a manuscript) too long to be printed at a bearable cost',
    usage: 'The publisher returned the {w} manuscript with a note asking for three hundred fewer pages.',
  },
  {
    kind: 'adjective:00483845',
    definition: '(of sentences) disproportionate to age',
    usage: 'The four-year-old startled the guests with {a} {w} remark about the housing market.',
  },
  {
    kind: 'adjective:00516203',
    definition: "uncomplaining of a host's fare",     
    usage: '{A} {w} guest eats the burned stew and asks for seconds.',
  },
  {
    kind: 'adjective:00533547',
    definition: 'upset by the sudden arrival of unexpected guests',
    usage: '{w} hosts often rush to hide the laundry before opening the door.',
  },
  {
    kind: 'adjective:00586470',
    definition: 'given to changing churches',
    usage: 'Our {w} neighbor had been Baptist, Methodist and Quaker within a decade.',
  },
  {
    kind: 'adjective:00668792',
    definition: "not curious about the past of one's own family",
    usage: 'My {w} brother never once asked Grandma about the war.',
  },
  {
    kind: 'adjective:00674858',
    definition: 'lacking seed corn or grain for the coming sowing',
    usage: 'After the bad harvest, half the village was {w} and begged the abbey for seed.',
  },
  {
    kind: 'adjective:00735987',
    definition: "pertaining to a master's orders to apprentices",    
    usage: 'The boy bristled at the {w} notes pinned above his bench, each one a list of chores.',
  },
  {
    kind: 'adjective:00746491',
    definition: '(of horses) favoring right turns',
    usage: 'The trainer warned me that the mare was {w} and would drift wide on left-handed bends.',
  },
  {
    kind: 'adjective:00747047',
    definition: '(of a sheepdog) circling leftward',  
    usage: 'At the shepherd\'s whistle, the {w} dog swung wide around the flock.',
  },
  {
    kind: 'adjective:00799050',
    definition: 'without last words',
    usage: 'Sudden deaths are often {w}, leaving families to wonder what might have been said.',
  },
  {
    kind: 'adjective:00799226',
    definition: '(of a sunset) fading without any color in the clouds',
    usage: 'Overcast winter evenings bring {w} sunsets that simply dim to grey.',
  },
  {
    kind: 'adjective:00800773',
    definition: '(of well water) tainted by seepage from a nearby graveyard',
    usage: 'The villagers abandoned the {w} well behind the churchyard after three children fell ill.',
  },
  {
    kind: 'adjective:00849067',
    definition: '(of yarn) overwashed and limp',
    usage: 'My sister pulled {a} {w} sweater out of the machine and held it up in dismay.',
  },
  {
    kind: 'adjective:01043525',
    definition: 'uneasy under a roof after long years spent at sea',
    usage: 'Retired sailors are often {w}, sleeping with the window open to hear the wind.',
  },
  {
    kind: 'adjective:01043769',
    definition: '(of a farm dog) kept always in the yard and never allowed indoors',
    usage: 'Hill farmers keep {w} collies that sleep in the barn and never set foot in the kitchen.',
  },
  {
    kind: 'adjective:01103041',
    definition: '(of a hospital) kept up by the fees of its patients without gifts',
    usage: '{A} {w} hospital depends on steady fees, so its wards are rarely open to the poor.',
  },
  {
    kind: 'adjective:01113070',
    definition: 'shared on request',
    usage: '{w} files are sent only to colleagues who ask for them.',
  },
  {
    kind: 'adjective:01171361',
    definition: '(especially of trades) harmful to the lungs',
    usage: 'Mining and stone-cutting were once the most {w} trades in the valley.',
  },
  {
    kind: 'adjective:01276253',
    definition: '(of a drowned person or body) too long in the water or sea to be recognized by the face',
    usage: 'When a drowned sailor is {w}, coroners must rely on dental records or tattoos to name him.',
  },
  {
    kind: 'adjective:01278505',
    definition: '(of hearing) undamaged by years beside hammers',
    usage: 'After forty years at the forge, Ted\'s hearing was still {w}, and he caught every whisper at the bar.',
  },
  {
    kind: 'adjective:01289663',
    definition: '(of a church) plain and low beside the houses around it',
    usage: 'We almost walked past the {w} chapel, squeezed between two tall townhouses.',
  },
  {
    kind: 'adjective:01293456',
    definition: '(of a field or plot) not yet rid of the stones or flints turned up by plowing',
    usage: 'The children spent the morning picking flints from the {w} field before the seed drill arrived.',
  },
  {
    kind: 'adjective:01312946',
    definition: "unable to hide one's delight when praised",    
    usage: 'Small children are openly {w} and beam at the slightest compliment.',
  },
  {
    kind: 'adjective:01316883',
    definition: '(of an office or title) passing by law to the eldest daughter when no son survives',
    usage: 'Several Scottish peerages are {w}, so a daughter may inherit when the male line fails.',
  },
  {
    kind: 'adjective:01381804',
    definition:
      '(of a prayer or verse in a foreign tongue) recited regularly or by rote without understanding of the words',
    usage: 'Children often learn {w} prayers in a language none of them speaks at home.',
  },
  {
    kind: 'adjective:01381804',
    definition: '(of a warning) heard but not grasped until too late',
    usage: 'Many disasters are preceded by {a} {w} alarm that nobody acted on in time.',
  },
  {
    kind: 'adjective:01488809',
    definition: "(of a woman's walk) long-striding and heavy in the manner of a soldier",
    usage: 'Aunt Gertrude\'s {w} gait sent the pigeons scattering across the square.',
  },
  {
    kind: 'adjective:01510449',
    definition: '(of snow) lying on slopes that face north after the spring thaw',
    usage: 'Climbing in May, we crossed {w} drifts on the shaded side of the pass.',
  },
  {
    kind: 'adjective:01523038',
    definition: 'slow to salute other regiments',
    usage: 'The colonel scolded his {w} troops after they ignored the passing Highlanders.',
  },
  {
    kind: 'adjective:01533598',
    definition: '(of glazes) sheened like pewter',
    usage: 'The potter lifted {a} {w} jug from the kiln and ran her thumb over its dull silver surface.',
  },
  {
    kind: 'adjective:01593624',
    definition: "claiming another's valour",
    usage: 'Veterans despise {w} impostors who wear medals they never earned.',
  },
  {
    kind: 'adjective:01597049',
    definition: 'born to servants of a great house',  
    usage: 'As {a} {w} child, my great-grandmother learned to polish silver before she could read.',
  },
  {
    kind: 'adjective:01624233',
    definition: '(of a flaw in timber) hidden within the wood until it is sawn',
    usage: 'The sawyer cursed when the log opened on {a} {w} knot running right through the best plank.',
  },
  {
    kind: 'adjective:01663240',
    definition: '(of greens) open to drovers',
    usage: 'The cattle rested overnight on {a} {w} common outside the town.',
  },
  {
    kind: 'adjective:01675401',
    definition: '(of searchers) not dividing up the ground',
    usage: '{w} search parties often cover the same field twice and miss the next one.',
  },
  {
    kind: 'adjective:01675401',
    definition: 'crew-owned and unchartered',
    usage: '{A} {w} fishing boat keeps its whole catch for the men who sail it.',
  },
  {
    kind: 'adjective:01675642',
    definition: '(of households) without fixed mealtimes',     
    usage: 'In our {w} household, my brothers grazed from the fridge whenever hunger struck.',
  },
  {
    kind: 'adjective:01690037',
    definition: 'causing one to lose track of the hours, especially underground',
    usage: 'The cave was so {w} that we emerged after midnight, thinking it was still afternoon.',
  },
  {
    kind: 'adjective:01708072',
    definition: '(of a branch) stripped bare by goats',
    usage: 'Hillside thickets in dry country are full of {w} twigs, pale where the bark has been gnawed.',
  },
  {
    kind: 'adjective:01708726',
    definition: '(of a jug) having a pouring lip on each side',
    usage: 'Dairy maids liked {w} jugs, which poured equally well from either hand.',
  },
  {
    kind: 'adjective:01731671',
    definition: '(of a sermon or homily) well reasoned but stirring no feeling',
    usage: 'Congregations tend to doze through {a} {w} homily, however learned the preacher.',
  },
  {
    kind: 'adjective:01743144',
    definition: '(of an inn or hostelry) having few guests because a newer route has drawn travellers away',
    usage: 'Many {w} coaching inns on the former turnpike have become private houses.',
  },
  {
    kind: 'adjective:01750363',
    definition: 'failing to notice changes in weather or sky until caught out',
    usage: 'Mountain rescue teams spend summer weekends fetching {w} walkers off the ridges in thick fog.',
  },
  {
    kind: 'adjective:01839657',
    definition: '(of land) unploughably steep',
    usage: 'The farmer left the {w} slopes to sheep and planted potatoes only on the valley floor.',
  },
  {
    kind: 'adjective:01877917',
    definition: '(of a voyage) returning with a cargo worth less than its cost',
    usage: '{w} voyages ruined many small shipowners in bad years.',
  },
  {
    kind: 'adjective:01900825',
    definition: 'careful to save seed, especially from the best plants, for next year',
    usage: 'Our {w} neighbor bagged the biggest tomato flowers to keep their seeds pure.',
  },
  {
    kind: 'adjective:01900825',
    definition: 'saving weekly against illness',
    usage: 'Every Friday, the miners paid a shilling into {a} {w} club at the pub.',
  },
  {
    kind: 'adjective:01905427',
    definition: 'given to spending the expected price of a harvest or crop ahead of the sale',
    usage: 'Moneylenders thrive in villages where {w} farmers borrow against crops still in the ground.',
  },
  {
    kind: 'adjective:01938650',
    definition: '(of a ship) not yet provisioned for a voyage on the day of sailing',
    usage: 'Captains refuse to cast off while the ship is {w}, whatever the owners say.',
  },
  {
    kind: 'adjective:01938650',
    definition: '(of a sentry) caught weaponless',
    usage: '{A} {w} sentry faces court-martial, since his rifle should never leave his hands.',
  },
  {
    kind: 'adjective:01955971',
    definition: 'given to talking of money in company',
    usage: 'Hosts dread {w} guests who announce the price of everything on the table.',
  },
  {
    kind: 'adjective:01955971',
    definition: '(of a woman) given to laughing loudly in public places',
    usage: 'The {w} aunt at the wedding could be heard from the car park.',
  },
  {
    kind: 'adjective:01969644',
    definition: '(of a cracked bell) unable to be mended without recasting the whole',
    usage: 'The bell founder tapped the crack and declared the bell {w}.',
  },
  {
    kind: 'adjective:02069885',
    definition: '(of fruit) bruised yet preservable',   
    usage: 'Jam makers buy {w} apples cheaply, since bruises don\'t matter once the fruit is cooked.',
  },
  {
    kind: 'adjective:02090368',
    definition: '(of a cliff) climbable at low tide',
    usage: 'Local guides know which cliffs are {w} and warn visitors about the returning sea.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a graveyard) shared by rival churches',
    usage: 'The vicar and the priest met uneasily in the {w} cemetery to discuss the broken wall.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a charity) giving alms without asking the faith of the poor',
    usage: 'The {w} soup kitchen served the hungry without asking about church or mosque.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a hymn) sung by every denomination',
    usage: 'Funerals often close with {a} {w} hymn that mourners of every church know by heart.',
  },
  {
    kind: 'adjective:02132035',
    definition: '(of cannon) with cracked carriage',
    usage: 'Gunners cannot fire {a} {w} cannon safely until the carriage is repaired.',
  },
  {
    kind: 'adjective:02266356',
    definition: 'preferring to eat or dine alone',
    usage: 'Some {w} diners ask for a corner table and bring a good book.',
  },
  {
    kind: 'adjective:02289059',
    definition: '(of horses) unwilling to trot',
    usage: 'The {w} mare refused to move past a walk, no matter how hard Lucy squeezed.',
  },
  {
    kind: 'adjective:02302394',
    definition: '(of a duty) left undone through the death of the one charged with it',
    usage: 'After the clerk\'s funeral, his {w} records were handed to a young assistant to finish.',
  },
  {
    kind: 'adjective:02365376',
    definition: 'repayable by autumn',     
    usage: 'In spring the farmer took {a} {w} loan to buy seed.',
  },
  {
    kind: 'adjective:02437994',
    definition: '(of manes) matted, especially by winter rain',
    usage: 'The ponies came down from the moor in March, their manes {w} and heavy with mud.',
  },
  {
    kind: 'adjective:02447392',
    definition: '(of a folk song) sung with no settled key from verse to verse',    
    usage: 'Field recordings preserve many {w} ballads, the singer\'s pitch wandering from verse to verse.',
  },
  {
    kind: 'adjective:02460186',
    definition: '(of a young ox) easily trained to the yoke',
    usage: 'Drovers pay extra for {a} {w} bullock because it will learn to pull within weeks.',
  },
  {
    kind: 'adjective:02468337',
    definition: '(of a remote farm or holding) never visited by tax collectors',   
    usage: '{A} {w} croft could keep every sheaf of its harvest.',
  },
  {
    kind: 'adjective:02498231',
    definition: '(of an eating house) serving cheap meals, especially to carters and laborers',
    usage: 'The lorry drivers pulled up at {a} {w} café on the ring road and ordered mugs of stewed tea.',
  },
  {
    kind: 'adjective:02543785',
    definition: 'quick to take in the orphaned children of neighbors',
    usage: 'The {w} widow at the end of the lane ended up raising five children who were not her own.',
  },
  {
    kind: 'adjective:03164361',
    definition: '(of a group portrait) showing the sitters in the order they happened to stand',
    usage: 'The photographer took {a} {w} picture of the team, tallest and shortest jumbled together.',
  },
  {
    kind: 'adverb:00254209',
    definition: 'in alternate-day shifts with another',
    usage: 'The two nurses worked {w}, so the ward always had one of them.',
  },
  {
    kind: 'adverb:00440888',
    definition: 'in a line of uneven spacing and depth',
    usage: 'The new recruits stood {w} along the parade ground until the sergeant bellowed at them.',
  },
  {
    kind: 'noun:00030657',
    definition: 'an act done in secret to repay a past kindness',
    usage: 'Years later, his {w} came to light: he had paid off the old teacher\'s mortgage without telling anyone.',
  },
  {
    kind: 'noun:00067217',
    definition: 'failure to return tools or implements promptly',
    usage: 'The neighbor\'s {w} meant my father\'s ladder spent the whole summer in the wrong garden.',
  },
  {
    kind: 'noun:00078239',
    definition: 'acquiring land by clearing debts',    
    usage: 'Through {w}, the shrewd merchant ended up owning half the farms in the valley.',
  },
  {
    kind: 'noun:00078239',
    definition: 'the gaining of rare books by exchange',
    usage: 'University libraries build their rare collections through {w} as well as purchase.',
  },
  {
    kind: 'noun:00084795',
    definition: 'the taking of fallen wood or brush from manorial woods without leave',
    usage: 'The steward caught the cottager\'s son in the act of {w} and marched him before the manor court.',
  },
  {
    kind: 'noun:00127056',
    definition: 'a collision between boats in a lock',
    usage: 'Canal authorities investigate every {w}, since a damaged gate can close the waterway for weeks.',
  },
  {
    kind: 'noun:00130347',
    definition: 'an out recorded when a runner passes another runner on the bases',
    usage: '{A} {w} usually happens when a runner forgets to watch the teammate ahead of him.',
  },
  {
    kind: 'noun:00158283',
    definition: 'the act of accustoming a young horse to crowds and noise in preparation for a fair or show',  
    usage: 'Breeders start the {w} of a yearling weeks before the county show, leading it past brass bands and traffic.',
  },
  {
    kind: 'noun:00162063',
    definition: 'the choosing of service hymns',   
    usage: 'The vicar and the organist spent Saturday evening on the {w} for the harvest service.',
  },
  {
    kind: 'noun:00183062',
    definition: 'a vote by the members of a guild on the admission of a new master',
    usage: 'The {w} was held in the guildhall, and the young silversmith waited outside with his masterpiece.',
  },
  {
    kind: 'noun:00211959',
    definition: "a field wall's final joining", 
    usage: 'Drystone wallers celebrate the {w} with a drink on the last stone.',
  },
  {
    kind: 'noun:00230127',
    definition: 'the closing of a mine for the winter months',
    usage: 'Miners take other work during the {w}, when snow blocks the road to the pits.',
  },
  {
    kind: 'noun:00243675',
    definition: 'the waking of a household by the first of its members to rise',     
    usage: 'At the farmhouse, the {w} fell to Grandpa, who banged the kettle at five.',
  },
  {
    kind: 'noun:00260486',
    definition: "a hunt's payment for trampled crops",
    usage: 'Each spring the hunt pays {a} {w} to farmers whose wheat the riders flattened.',
  },
  {
    kind: 'noun:00265962',
    definition: "the restoring of an old church's painted walls by washing off later whitewash",
    usage: 'During the {w}, the restorers uncovered a medieval saint gazing down from above the altar.',
  },
  {
    kind: 'noun:00267097',
    definition: 'the seasonal ruin of roads',
    usage: 'When the {w} came, the lorries sank to their axles and the village was cut off for weeks.',
  },
  {
    kind: 'noun:00267097',
    definition: "a worsening of a river's fishing after a mill dam is built",
    usage: 'Within two seasons of the mill opening, the anglers blamed the {w} for their empty creels.',
  },
  {
    kind: 'noun:00269862',
    definition: 'marsh reclamation by planting grasses',    
    usage: 'Volunteers began the {w} in spring, planting cordgrass in rows along the mudflats.',
  },
  {
    kind: 'noun:00272107',
    definition: "a master's demotion to journeyman",
    usage: 'The guild announced the {w} of the careless goldsmith after his alloy failed the assay.',
  },
  {
    kind: 'noun:00274293',
    definition: 'the shaming of a bad tradesman by displaying his goods in the market',
    usage: 'Medieval guilds used {w} to punish bakers who sold underweight loaves.',
  },
  {
    kind: 'noun:00279654',
    definition: 'slow chewing of dried meat',     
    usage: 'On the long drive, the trucker\'s {w} kept him awake through the night.',
  },
  {
    kind: 'noun:00291423',
    definition: 'silent night marching, especially through enemy country',
    usage: 'Commandos train in {w}, learning to move through woods without a cough or a clink.',
  },
  {
    kind: 'noun:00291423',
    definition: 'a march of freed apprentices',
    usage: 'On the last day of their indentures, the lads joined the {w} through the town with ribbons in their caps.',
  },
  {
    kind: 'noun:00302018',
    definition: 'a flight that carries the mail to outlying islands',
    usage: 'Islanders plan their week around the {w}, which also brings newspapers and medicine.',
  },
  {
    kind: 'noun:00319561',
    definition: 'the carrying of an invalid over hills', 
    usage: 'Mountain rescue teams train for the {w}, passing a stretcher hand to hand down steep ground.',
  },
  {
    kind: 'noun:00352464',
    definition: 'a servant reduction after bereavement',     
    usage: 'In great households, {w} followed a death in the family, and several maids would lose their places.',
  },
  {
    kind: 'noun:00352464',
    definition: "a cutting of the rations of a ship's crew when a voyage runs long",
    usage: 'When the wind failed for a week, the captain announced {a} {w}, and the crew grumbled over half portions.',
  },
  {
    kind: 'noun:00364086',
    definition: 'rent rise on renewing leases or tenancies',
    usage: 'When the landlord announced the {w}, half the tenants on the street began looking for new flats.',
  },
  {
    kind: 'noun:00399512',
    definition: 'remaking of a gown for a child',  
    usage: 'Grandmother\'s {w} turned her old silk dress into a christening robe for the baby.',
  },
  {
    kind: 'noun:00406027',
    definition: "the bending of green timber over a fire to shape a boat's ribs",
    usage: 'The boatbuilders began the {w} at dawn, turning the oak staves slowly over the flames.',
  },
  {
    kind: 'noun:00406027',
    definition: 'the test bend of blades',
    usage: 'Before the buyer\'s eyes, the swordsmith performed the {w}, flexing the blade nearly double.',
  },
  {
    kind: 'noun:00411260',
    definition: 'hiring servants only at fairs',
    usage: 'Under {w}, a ploughman stood in the market square with a whip tucked into his hat to show his trade.',
  },
  {
    kind: 'noun:00411260',
    definition: 'the practice of naming a child after the saint of its birthday',
    usage: 'Following {w}, my grandparents christened their daughter Agatha, born on that saint\'s feast.',
  },
  {
    kind: 'noun:00411260',
    definition: 'the practice of driving cattle by night to avoid the tolls of the road',
    usage: 'The drovers practiced {w}, herding the cattle past the tollgate under a moonless sky.',
  },
  {
    kind: 'noun:00439005',
    definition: "an acrobatic feat in which one performer is thrown from a seesaw onto another's shoulders",
    usage: 'Circus troupes save the {w} for the finale, when a flier lands on a tower of three men.',
  },
  {
    kind: 'noun:00457223',
    definition: 'game, usually annual, of husbands against bachelors',
    usage: 'At the village {w}, the married men won for the first time in ten years.',
  },
  {
    kind: 'noun:00472688',
    definition: 'a form of baseball played on a frozen pond or lake by players wearing skates',
    usage: 'In northern towns, {w} draws crowds to the frozen lake each February.',
  },
  {
    kind: 'noun:00480087',
    definition:
      'a court game for three players, usually played on a triangular court with a player guarding one side',
    usage: 'At summer camp, we played {w} until dark, each guarding our own side of the triangle.',
  },
  {
    kind: 'noun:00529434',
    definition: 'a stage duet with one shared scarf',
    usage: 'The two clowns performed {a} {w}, tugging the scarf back and forth between verses.',
  },
  {
    kind: 'noun:00540158',
    definition: 'a country-dance figure in which each dancer bows in turn to every member of the set',
    usage: 'Callers save the {w} for the end of the evening, when the whole set takes turns with courtly nods.',
  },
  {
    kind: 'noun:00559667',
    definition: '(football) a play in which two linemen exchange positions, usually just ahead of the snap',
    usage: 'Offensive coordinators use {a} {w} to confuse the defense just before the snap.',
  },
  {
    kind: 'noun:00559667',
    definition: '(football) a play in which the offense lines up as if to kneel and then throws deep',
    usage: 'With ten seconds left, the quarterback ran the {w}, and the defence froze as the ball sailed downfield.',
  },
  {
    kind: 'noun:00621992',
    definition: 'unpaid labor owed by a parish to keep its churchyard walls in repair',  
    usage: 'Every spring the farmers turned out for their {w}, carting stone up to the churchyard.',
  },
  {
    kind: 'noun:00621992',
    definition: 'the hired copying of sermons',
    usage: 'The curate earned extra coins through {w}, transcribing the rector\'s Sunday address for wealthy parishioners.',
  },
  {
    kind: 'noun:00630416',
    definition: 'an arm exercise in which a heavy stone or weight is lifted from the ground to a high ledge',
    usage: 'Strongmen at the Highland games practice the {w} with smooth river boulders.',
  },
  {
    kind: 'noun:00740568',
    definition: 'negligence in leaving a fire banked without a guard at night',
    usage: 'After the cottage burned, the magistrate fined the tenant for {w}.',
  },
  {
    kind: 'noun:00809843',
    definition: 'a restriction on the felling of trees within sight of a manor',
    usage: 'The new owner wanted to clear the hillside, but the {w} forbade cutting a single oak visible from the hall.',
  },
  {
    kind: 'noun:00814187',
    definition: 'a grip of both hands about the wrists of another person, used for keeping him from striking',
    usage: 'Catching the drunk in {a} {w}, the bouncer steered him gently toward the door.',
  },
  {
    kind: 'noun:00814638',
    definition: "a wrestling hold in which the opponent's arm is pinned beneath one's knee",
    usage: 'Wrestling referees watch closely when {a} {w} traps an opponent\'s arm, in case the joint is strained.',
  },
  {
    kind: 'noun:00865191',
    definition: 'turning from a sudden stench',   
    usage: '{w} is an instinct that protects us from eating rotten food.',
  },
  {
    kind: 'noun:00876299',
    definition: 'disapproval shown by refusing a toast',   
    usage: 'At the wedding, the bride\'s uncle made his {w} plain by leaving his glass on the table.',
  },
  {
    kind: 'noun:00876299',
    definition: 'condemnation of new customs as foreign fashions',
    usage: 'The vicar\'s {w} extended to jeans, pizza and the new dance at the village hall.',
  },
  {
    kind: 'noun:00955670',
    definition: 'a battle with armies mid-river',
    usage: 'Medieval chronicles describe {a} {w} fought waist-deep in a ford.',
  },
  {
    kind: 'noun:00989024',
    definition: "fire aimed at an enemy's flag",
    usage: 'Sharpshooters concentrate {w} on the enemy\'s banner to shake the soldiers\' morale.',
  },
  {
    kind: 'noun:00989024',
    definition: 'fire directed at enemy horses rather than riders, usually by infantry',
    usage: 'Infantry used {w} to break a cavalry charge before it reached their lines.',
  },
  {
    kind: 'noun:01016008',
    definition: 'a collection of old keys',
    usage: 'The locksmith proudly showed us his {w}, hung on nails along the back wall of the shop.',
  },
  {
    kind: 'noun:01048908',
    definition: 'the rousing of a tired crew of rowers by a song or chant sung in time with the oars',
    usage: 'Galley masters relied on {w} to lift the stroke when the crew began to flag.',
  },
  {
    kind: 'noun:01063257',
    definition: 'a demand by a guild for payment before a stranger may trade in the town',
    usage: 'Pedlars arriving in town had to pay the {w} before setting out their wares.',
  },
  {
    kind: 'noun:01068087',
    definition: 'postponement of a wedding, usually until the harvest is in',
    usage: 'Farming families often agreed to {a} {w}, since nobody could spare a day in August.',
  },
  {
    kind: 'noun:01075919',
    definition: "the hindering of an enemy's advance by felling trees across the roads",
    usage: 'The retreating partisans relied on {w}, leaving fallen pines across every forest track.',
  },
  {
    kind: 'noun:01082290',
    definition: "a congregation's withholding of stipend",
    usage: 'After the minister\'s scandalous sermon, the {w} lasted until he agreed to resign.',
  },
  {
    kind: 'noun:01088005',
    definition: 'the giving of gloves, usually one pair per bearer, at a funeral or burial',
    usage: 'Wealthy families once spent heavily on {w}, handing a new pair to each man who carried the coffin.',
  },
  {
    kind: 'noun:01109837',
    definition: "a market stall's transfer to a widow",
    usage: 'Under local custom, {w} lets a trader\'s family keep their pitch after his death.',
  },
  {
    kind: 'noun:01125919',
    definition: 'closing taverns on fair days',
    usage: 'When the sheriff announced the {w}, the drovers grumbled as the inn doors were barred.',
  },
  {
    kind: 'noun:01127115',
    definition: 'town rule by alternating guilds',
    usage: 'Under the {w}, the weavers governed the town one year and the butchers the next.',
  },
  {
    kind: 'noun:01127115',
    definition: 'government of a province by its bishop in the absence of a governor',   
    usage: 'During long vacancies, {w} gave churchmen real power over taxes and courts.',
  },
  {
    kind: 'noun:01145922',
    definition: 'the posting of troops at every ford',
    usage: 'The general ordered the {w} before nightfall, so no raider could cross the river unseen.',
  },
  {
    kind: 'noun:01168748',
    definition: 'a harvest-labour swap',    
    usage: 'Neighbouring farms arrange {a} {w}, each family helping the other bring in the hay.',
  },
  {
    kind: 'noun:01185144',
    definition: 'a suit brought by a parish to recover a bequest withheld by heirs',     
    usage: 'A vicar may bring {a} {w} when heirs refuse to hand over money promised to the church.',
  },
  {
    kind: 'noun:01208643',
    definition: "a widow's vow of silence",    
    usage: 'In some villages, a widow keeps {a} {w} for the forty days after the burial.',
  },
  {
    kind: 'noun:02694015',
    definition: 'a banner-towing airplane',
    usage: '{A} {w} droned over the beach, trailing an ad for sunscreen.',
  },
  {
    kind: 'noun:02730750',
    definition: 'an apparatus for testing the strength of rope by hanging weights from it',
    usage: 'The rigger hung weights on the {w} until the new rope finally snapped.',
  },
  {
    kind: 'noun:02731707',
    definition: 'a pot lug used for resting spoons',
    usage: 'The cook propped her wooden spoon on the {w} so the gravy would not drip on the stove.',
  },
  {
    kind: 'noun:02741540',
    definition: 'an armchair with a deep drawer beneath the seat for sewing things',
    usage: 'Grandmother settled into her {w} and slid out the hidden drawer to find a spool of blue thread.',
  },
  {
    kind: 'noun:02776042',
    definition: 'a netting bag for shellfish',
    usage: 'Oyster farmers grow young shellfish in {a} {w} tied to trestles on the shore.',
  },
  {
    kind: 'noun:02776843',
    definition: 'a traveling bag with a fitted compartment for a pair of boots',   
    usage: 'Riders pack their tall boots in {a} {w} so mud stays off their clothes.',
  },
  {
    kind: 'noun:02787241',
    definition: 'a band of braided horsehair worn on the wrist for luck',
    usage: 'Jockeys sometimes wear {a} {w} under their silks before a big race.',
  },
  {
    kind: 'noun:02799782',
    definition: 'a barrier of hurdles or wattles around a haystack, keeping off deer',
    usage: 'Highland farmers built {a} {w} each autumn so the deer could not raid their winter fodder.',
  },
  {
    kind: 'noun:02800851',
    definition: 'a heavy stone block in which a flagpole is set',   
    usage: 'Town squares often keep the {w} long after the flagpole itself has rotted away.',
  },
  {
    kind: 'noun:02805104',
    definition: 'a basket hung from a rafter to keep food from rats',
    usage: 'Farm kitchens keep cheese and bread in {a} {w} well out of reach of rats.',
  },
  {
    kind: 'noun:02815336',
    definition: 'a battleship whose turrets are all set in a single row along the center line', 
    usage: 'Naval architects favoured {a} {w} because every gun could fire to either side.',
  },
  {
    kind: 'noun:02819085',
    definition: 'a hanging beam for carcasses',
    usage: 'Butchers hook each side of beef to the {w} to let it hang and age.',
  },
  {
    kind: 'noun:02819085',
    definition: 'a gable-top beam carrying a bell',
    usage: 'The carpenter hoisted the new {w} into place, and the chapel bell swung from it by evening.',
  },
  {
    kind: 'noun:02873453',
    definition: 'a book or ledger in which a parish records the sale and rental of church pews', 
    usage: 'Historians study a parish\'s {w} to see which families could afford the front seats.',
  },
  {
    kind: 'noun:02886585',
    definition: 'a sermon-book box',  
    usage: 'The vicar unlocked the {w} and chose a homily for the Sunday after Easter.',
  },
  {
    kind: 'noun:02891810',
    definition: 'a bracket fixed beside a church door to hold notices',
    usage: 'The churchwarden pinned the banns of marriage to the {w}.',
  },
  {
    kind: 'noun:02901994',
    definition: 'a narrow bridge used by market cattle',
    usage: 'The drovers funnelled the bullocks across the {w} one at a time, shouting and waving sticks.',
  },
  {
    kind: 'noun:02901994',
    definition: 'a bridge built over a mill race to give access to the mill door',
    usage: 'Millers cross the {w} dozens of times a day, carrying sacks to the door.',
  },
  {
    kind: 'noun:02950684',
    definition: 'a canal dug for carrying timber, especially out of a forest',
    usage: 'The foresters floated the logs down the {w} to the sawmill at the valley mouth.',
  },
  {
    kind: 'noun:02957776',
    definition: 'a cap of felt worn by shepherds under a hood in winter',
    usage: 'Tomas pulled his {w} down over his ears before going out to the snowy fold.',
  },
  {
    kind: 'noun:02957776',
    definition: 'a close cap of linen worn by bakers to keep flour out of the hair',   
    usage: 'The apprentice tied on his {w} and began kneading the morning dough.',
  },
  {
    kind: 'noun:02959203',
    definition: "a coachman's short oilcloth cape",  
    usage: 'The driver pulled his {w} tight as the rain lashed the open box.',
  },
  {
    kind: 'noun:02971932',
    definition:
      'an open carriage having a raised rear seat, used for following or watching a hunt from the road',
    usage: 'Grandmother followed the hunt in the {w}, waving her handkerchief at the hounds.',
  },
  {
    kind: 'noun:02974815',
    definition: 'a pressed-flower carton',   
    usage: 'Botanists store delicate specimens in {a} {w} lined with tissue paper.',
  },
  {
    kind: 'noun:02974815',
    definition: 'a sawdust-packed carton of candles or tapers',    
    usage: 'Churches order tapers in {a} {w} so they arrive unbroken.',
  },
  {
    kind: 'noun:02987516',
    definition: 'a tide-bound island cathedral',
    usage: 'We crossed the causeway to the {w} at low water and had to hurry back before the sea rose.',
  },
  {
    kind: 'noun:03018908',
    definition: "a cabin's built-in drawer chest",   
    usage: 'Yachts make use of every inch, with {a} {w} tucked under each bunk.',
  },
  {
    kind: 'noun:03043603',
    definition: 'a drooping clay pipe',
    usage: 'Grandfather puffed on his {w}, and ash dribbled onto his waistcoat.',
  },
  {
    kind: 'noun:03054011',
    definition: 'a cloth covering laid over bread dough while it rises',
    usage: 'Bakers lay {a} {w} over the bowl to stop a skin forming while the bread proves.',
  },
  {
    kind: 'noun:03055525',
    definition: 'clothing kept for work in a dairy or creamery and washed daily',
    usage: 'Before milking, the new apprentice changed into his {w} and scrubbed his hands at the sink.',
  },
  {
    kind: 'noun:03057459',
    definition: 'a club kept behind the bar of an inn or tavern, used for quieting unruly drinkers',
    usage: 'Landlords of rough taverns kept {a} {w} within easy reach of the till.',
  },
  {
    kind: 'noun:03083745',
    definition: 'a leaded hold for salt',  
    usage: 'The bosun inspected the {w}, checking the lead lining for cracks before loading the salt.',
  },
  {
    kind: 'noun:03110761',
    definition: 'a cord strung across a shop window for hanging gloves on show',
    usage: 'The shop girl pegged a pair of kid gloves on the {w} strung across the window.',
  },
  {
    kind: 'noun:03116550',
    definition: 'a split cane bound to a crooked toe to straighten it',    
    usage: 'The doctor bound {a} {w} to my daughter\'s crooked toe.',
  },
  {
    kind: 'noun:03124849',
    definition: 'a walled monastery or convent court where the sick take air',
    usage: 'Ailing monks take the air in the {w}, sitting on benches among the herbs.',
  },
  {
    kind: 'noun:03156166',
    definition: 'a cushion used by spectators to soften stone seats',
    usage: 'At the amphitheatre concert, Dad rented {a} {w} for each of us.',
  },
];
