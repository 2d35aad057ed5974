import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 1 of 5).
export const WRITTEN_MEANINGS_7: readonly WrittenMeaning[] = [
  {
    kind: 'adjective:00009997',
    definition: 'given to taking the best portions of a dish before others are served',
    usage: 'The {w} uncle always reached for the breast of the goose first.',
  },
  {
    kind: 'adjective:00063536',
    definition: '(of a person) clumsy at tying knots in rope or cord',
    usage: 'The {w} deckhand was never trusted to moor the boat alone.',
  },
  {
    kind: 'adjective:00071192',
    definition: '(of a building) marred by windows of unequal size or spacing',
    usage: 'The {w} farmhouse had been added to by three generations without a plan.',
  },
  {
    kind: 'adjective:00089477',
    definition: '(of water in a tank or cistern) left unstirred long enough for silt to settle',   
    usage: 'The cook would only take water from the {w} tank behind the mill.',
  },
  {
    kind: 'adjective:00121844',
    definition: "(of a tool or vessel) bearing its maker's name stamped into the metal",
    usage: 'Collectors pay more for {w} pewter than for plain pieces of the same age.',
  },
  {
    kind: 'adjective:00124833',
    definition: '(of a horn or tusk) curving downward and then forward at the tip',
    usage: "The old ram's {w} horns nearly touched his cheeks.",
  },
  {
    kind: 'adjective:00131089',
    definition: 'belonging to the period between a truce and a signed peace',
    usage: 'The {w} months were spent counting prisoners and mending bridges.',
  },
  {
    kind: 'adjective:00134922',
    definition: '(of food) dried by warming',
    usage: 'Latecomers to the inn got only the {w} remains of the supper.',
  },
  {
    kind: 'adjective:00162696',
    definition: 'capable of being fastened to a saddle by straps',    
    usage: 'The peddler carried his wares in {w} boxes on either side of the mule.',
  },
  {
    kind: 'adjective:00210845',
    definition: 'abounding with bracken and young birch trees',
    usage: 'The {w} slope above the farm was useless for grazing until it was burned.',
  },
  {
    kind: 'adjective:00278205',
    definition: '(of a valley floor) not shaded by the surrounding hills even in winter',     
    usage: 'Only the {w} farms in the valley could ripen grapes in a cold year.',
  },
  {
    kind: 'adjective:00309391',
    definition: '(of a grave) left untended after the last relative has died',
    usage: 'The {w} headstones at the back of the churchyard were thick with moss.',
  },
  {
    kind: 'adjective:00320287',
    definition: "(of a soldier's letter) reaching home without passing the army censor",
    usage: "His {w} letters were smuggled out in the lining of a returning officer's coat.",
  },
  {
    kind: 'adjective:00323355',
    definition: 'causing cramp, especially in the calves of the legs',   
    usage: 'The {w} chill of the lake made swimmers turn back short of the far bank.',
  },
  {
    kind: 'adjective:00323355',
    definition: 'causing a bitter taste to linger in the mouth',
    usage: 'The root has a {w} sap that spoils any wine drunk after it.',
  },
  {
    kind: 'adjective:00348093',
    definition: '(of a custom) kept unaltered since the founding of a town',
    usage: 'The {w} order of the harvest procession was followed to the last step.',
  },
  {
    kind: 'adjective:00350040',
    definition: '(of a lease) not purchasable',
    usage: 'The family held the mill on {a} {w} lease and could never buy it.',
  },
  {
    kind: 'adjective:00403220',
    definition: '(of marble or limestone) free of rust',    
    usage: 'The {w} slabs from the ruined chapel floor were fit to reuse.',
  },
  {
    kind: 'adjective:00417934',
    definition: '(of a report) never given any mark of secrecy through oversight',
    usage: 'The {w} dispatch lay in the open tray where any clerk could read it.',
  },
  {
    kind: 'adjective:00439592',
    definition: 'showing no mercy to debtors even in years of poor harvest',
    usage: 'The {w} landlord turned out three families before the snow came.',
  },
  {
    kind: 'adjective:00473250',
    definition: '(of a manuscript) too long to be printed at a bearable cost',
    usage: 'His {w} history of the county filled eleven boxes in the attic.',
  },
  {
    kind: 'adjective:00483845',
    definition: '(of sentences) disproportionate to age',
    usage: 'The magistrate was rebuked for {a} {w} sentence passed on a boy of ten.',
  },
  {
    kind: 'adjective:00516203',
    definition: "uncomplaining of a host's fare",     
    usage: 'The {w} traveler ate the cold porridge and thanked the widow twice.',
  },
  {
    kind: 'adjective:00533547',
    definition: 'upset by the sudden arrival of unexpected guests',
    usage: 'The {w} hostess sent the maid running for more bread and candles.',
  },
  {
    kind: 'adjective:00586470',
    definition: 'given to changing churches',
    usage: 'Her {w} habits meant no minister in town could count her as his own.',
  },
  {
    kind: 'adjective:00668792',
    definition: "not curious about the past of one's own family",
    usage: 'The {w} grandson burned the old letters without reading a single one.',
  },
  {
    kind: 'adjective:00674858',
    definition: 'lacking seed corn or grain for the coming sowing',
    usage: 'When the flood receded, the {w} farmers begged the parish for a loan.',
  },
  {
    kind: 'adjective:00735987',
    definition: "pertaining to a master's orders to apprentices",    
    usage: 'The guild kept the {w} letters of its masters bound in a single volume.',
  },
  {
    kind: 'adjective:00746491',
    definition: '(of horses) favoring right turns',
    usage: 'The {w} mare pulled wide on every left bend of the track.',
  },
  {
    kind: 'adjective:00747047',
    definition: '(of a sheepdog) circling leftward',  
    usage: 'A shepherd with {a} {w} dog and a steady partner can pen sheep quickly.',
  },
  {
    kind: 'adjective:00799050',
    definition: 'without last words',
    usage: 'His {w} end came in the night while the nurse slept in her chair.',
  },
  {
    kind: 'adjective:00799226',
    definition: '(of a sunset) fading without any color in the clouds',
    usage: 'After a week of {w} evenings the painter put his brushes away.',
  },
  {
    kind: 'adjective:00800773',
    definition: '(of well water) tainted by seepage from a nearby graveyard',
    usage: 'The {w} well behind the chapel was sealed with a stone slab.',
  },
  {
    kind: 'adjective:00849067',
    definition: '(of yarn) overwashed and limp',
    usage: 'The {w} stockings hung about her ankles by noon.',
  },
  {
    kind: 'adjective:01043525',
    definition: 'uneasy under a roof after long years spent at sea',
    usage: 'The {w} old sailor slept in the garden shed rather than the spare room.',
  },
  {
    kind: 'adjective:01043769',
    definition: '(of a farm dog) kept always in the yard and never allowed indoors',
    usage: 'The {w} collie had never once crossed the kitchen threshold.',
  },
  {
    kind: 'adjective:01103041',
    definition: '(of a hospital) kept up by the fees of its patients without gifts',
    usage: 'The {w} infirmary never once asked the town council for money.',
  },
  {
    kind: 'adjective:01113070',
    definition: 'shared on request',
    usage: "The inn's {w} pie crust was copied in kitchens across the county.",
  },
  {
    kind: 'adjective:01171361',
    definition: '(especially of trades) harmful to the lungs',
    usage: 'Grinding knives was {a} {w} calling, and few grinders lived past forty.',
  },
  {
    kind: 'adjective:01276253',
    definition: '(of a drowned person or body) too long in the water or sea to be recognized by the face',
    usage: 'The {w} sailor was buried under a plain cross with the date alone.',
  },
  {
    kind: 'adjective:01278505',
    definition: '(of hearing) undamaged by years beside hammers',
    usage: 'The {w} old smith could still hear a cart coming from the bridge.',
  },
  {
    kind: 'adjective:01289663',
    definition: '(of a church) plain and low beside the houses around it',
    usage: 'Travelers often passed the {w} chapel without knowing it was the parish church.',
  },
  {
    kind: 'adjective:01293456',
    definition: '(of a field or plot) not yet rid of the stones or flints turned up by plowing',
    usage: 'The boys spent the spring picking rocks from the {w} acres below the house.',
  },
  {
    kind: 'adjective:01312946',
    definition: "unable to hide one's delight when praised",    
    usage: 'The {w} pupil blushed scarlet whenever the master read out her work.',
  },
  {
    kind: 'adjective:01316883',
    definition: '(of an office or title) passing by law to the eldest daughter when no son survives',
    usage: 'The {w} post of keeper had passed to women of that family three times.',
  },
  {
    kind: 'adjective:01381804',
    definition:
      '(of a prayer or verse in a foreign tongue) recited regularly or by rote without understanding of the words',
    usage: 'The children chanted the {w} Latin grace at table.',
  },
  {
    kind: 'adjective:01381804',
    definition: '(of a warning) heard but not grasped until too late',
    usage: 'The {w} signal from the lighthouse was remembered only after the wreck.',
  },
  {
    kind: 'adjective:01488809',
    definition: "(of a woman's walk) long-striding and heavy in the manner of a soldier",
    usage: 'Her {w} stride carried her across the market faster than the carters.',
  },
  {
    kind: 'adjective:01510449',
    definition: '(of snow) lying on slopes that face north after the spring thaw',
    usage: 'The shepherds watered their flocks at the {w} drifts above the pass.',
  },
  {
    kind: 'adjective:01523038',
    definition: 'slow to salute other regiments',
    usage: 'The {w} corporal was reported twice in a single week by the adjutant.',
  },
  {
    kind: 'adjective:01533598',
    definition: '(of glazes) sheened like pewter',
    usage: "The potter's {w} glaze fooled many buyers into thinking the jugs were tin.",
  },
  {
    kind: 'adjective:01593624',
    definition: "claiming another's valour",
    usage: "The captain's {w} report to the king named himself as the man who held the gate.",
  },
  {
    kind: 'adjective:01597049',
    definition: 'born to servants of a great house',  
    usage: 'The {w} steward rose to manage the very estate where he was born.',
  },
  {
    kind: 'adjective:01624233',
    definition: '(of a flaw in timber) hidden within the wood until it is sawn',
    usage: 'The {w} rot in the oak beam only showed when the carpenters cut it.',
  },
  {
    kind: 'adjective:01663240',
    definition: '(of greens) open to drovers',
    usage: 'The {w} green was churned to mud every market day.',
  },
  {
    kind: 'adjective:01675401',
    definition: '(of searchers) not dividing up the ground',
    usage: 'The {w} search covered the same wood three times and missed the ravine.',
  },
  {
    kind: 'adjective:01675401',
    definition: 'crew-owned and unchartered',
    usage: 'The {w} fleet shared its catch by custom rather than by law.',
  },
  {
    kind: 'adjective:01675642',
    definition: '(of households) without fixed mealtimes',     
    usage: 'In that {w} house supper might come at six or at ten.',
  },
  {
    kind: 'adjective:01690037',
    definition: 'causing one to lose track of the hours, especially underground',
    usage: 'Miners leaving the {w} galleries often asked first whether it was day.',
  },
  {
    kind: 'adjective:01708072',
    definition: '(of a branch) stripped bare by goats',
    usage: 'The {w} lower limbs of the olives showed where the goats had been.',
  },
  {
    kind: 'adjective:01708726',
    definition: '(of a jug) having a pouring lip on each side',
    usage: '{a} {w} jug stood at each end of the harvest table.',
  },
  {
    kind: 'adjective:01731671',
    definition: '(of a sermon or homily) well reasoned but stirring no feeling',
    usage: "The bishop's {w} address on tithes was remembered only for its length.",
  },
  {
    kind: 'adjective:01743144',
    definition: '(of an inn or hostelry) having few guests because a newer route has drawn travellers away',
    usage: 'The {w} tavern on the coach road closed the year the railway came.',
  },
  {
    kind: 'adjective:01750363',
    definition: 'failing to notice changes in weather or sky until caught out',
    usage: 'The {w} ploughman was drenched again though his neighbors had gone home.',
  },
  {
    kind: 'adjective:01839657',
    definition: '(of land) unploughably steep',
    usage: 'The {w} hillsides were left to sheep and gorse.',
  },
  {
    kind: 'adjective:01877917',
    definition: '(of a voyage) returning with a cargo worth less than its cost',
    usage: 'Two {w} voyages in a row ruined the merchant and sank his credit.',
  },
  {
    kind: 'adjective:01900825',
    definition: 'careful to save seed, especially from the best plants, for next year',
    usage: 'The {w} gardener kept labelled jars of beans on the pantry shelf.',
  },
  {
    kind: 'adjective:01900825',
    definition: 'saving weekly against illness',
    usage: 'The {w} weaver had enough laid by to see her through the long fever.',
  },
  {
    kind: 'adjective:01905427',
    definition: 'given to spending the expected price of a harvest or crop ahead of the sale',
    usage: 'The {w} tenant had ordered a new cart, and then the frost ruined his wheat.',
  },
  {
    kind: 'adjective:01938650',
    definition: '(of a ship) not yet provisioned for a voyage on the day of sailing',
    usage: 'The {w} ship lost the tide while barrels of salt pork were still being loaded.',
  },
  {
    kind: 'adjective:01938650',
    definition: '(of a sentry) caught weaponless',
    usage: 'The {w} guard was found with his musket leaning against the far wall.',
  },
  {
    kind: 'adjective:01955971',
    definition: 'given to talking of money in company',
    usage: 'The {w} newcomer asked the rector what his house had cost.',
  },
  {
    kind: 'adjective:01955971',
    definition: '(of a woman) given to laughing loudly in public places',
    usage: 'Her {w} manners in the theatre stalls drew frowns from the boxes.',
  },
  {
    kind: 'adjective:01969644',
    definition: '(of a cracked bell) unable to be mended without recasting the whole',
    usage: 'The {w} bell hung silent in the tower for forty years.',
  },
  {
    kind: 'adjective:02069885',
    definition: '(of fruit) bruised yet preservable',   
    usage: "The {w} pears went to the farmer's wife for preserving.",
  },
  {
    kind: 'adjective:02090368',
    definition: '(of a cliff) climbable at low tide',
    usage: 'The smugglers knew the {w} cliff better than the revenue men ever would.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a graveyard) shared by rival churches',
    usage: 'The town opened {a} {w} burial ground when the churchyards filled.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a charity) giving alms without asking the faith of the poor',
    usage: 'The {w} soup kitchen fed the hungry of every parish in the city.',
  },
  {
    kind: 'adjective:02099409',
    definition: '(of a hymn) sung by every denomination',
    usage: 'The choir closed the service with an old {w} hymn that everyone knew.',
  },
  {
    kind: 'adjective:02132035',
    definition: '(of cannon) with cracked carriage',
    usage: 'The {w} guns were left behind when the garrison marched out.',
  },
  {
    kind: 'adjective:02266356',
    definition: 'preferring to eat or dine alone',
    usage: 'The {w} lodger took his supper on a tray in his room.',
  },
  {
    kind: 'adjective:02289059',
    definition: '(of horses) unwilling to trot',
    usage: 'No spur could rouse the {w} cob past the mill.',
  },
  {
    kind: 'adjective:02302394',
    definition: '(of a duty) left undone through the death of the one charged with it',
    usage: 'The {w} rites of the old priest were finished by his curate a month later.',
  },
  {
    kind: 'adjective:02365376',
    definition: 'repayable by autumn',     
    usage: "After the fair harvest the family's debt at the mill seemed {w} at last.",
  },
  {
    kind: 'adjective:02437994',
    definition: '(of manes) matted, especially by winter rain',
    usage: 'The {w} ponies came down from the moor looking like haystacks.',
  },
  {
    kind: 'adjective:02447392',
    definition: '(of a folk song) sung with no settled key from verse to verse',    
    usage: "The old shepherd's {w} singing puzzled the collector who wrote it down.",
  },
  {
    kind: 'adjective:02460186',
    definition: '(of a young ox) easily trained to the yoke',
    usage: '{a} {w} steer was worth half as much again at the autumn fair.',
  },
  {
    kind: 'adjective:02468337',
    definition: '(of a remote farm or holding) never visited by tax collectors',   
    usage: 'The {w} crofts high in the hills paid no tithe for a generation.',
  },
  {
    kind: 'adjective:02498231',
    definition: '(of an eating house) serving cheap meals, especially to carters and laborers',
    usage: 'The {w} cookshop by the docks sold a bowl of stew for a penny.',
  },
  {
    kind: 'adjective:02543785',
    definition: 'quick to take in the orphaned children of neighbors',
    usage: 'The {w} miller and his wife raised four children who were not their own.',
  },
  {
    kind: 'adjective:03164361',
    definition: '(of a group portrait) showing the sitters in the order they happened to stand',
    usage: 'The {w} photograph of the harvest crew shows the foreman half hidden at the back.',
  },
  {
    kind: 'adverb:00254209',
    definition: 'in alternate-day shifts with another',
    usage: 'The two sisters kept the toll gate {w} for nearly twenty years.',
  },
  {
    kind: 'adverb:00440888',
    definition: 'in a line of uneven spacing and depth',
    usage: 'The recruits marched {w} past the colonel, still learning to keep their dressing.',
  },
  {
    kind: 'noun:00030657',
    definition: 'an act done in secret to repay a past kindness',
    usage: "The widow's {w} came to light when her neighbor found the woodpile restacked.",
  },
  {
    kind: 'noun:00067217',
    definition: 'failure to return tools or implements promptly',
    usage: "A single {w} was enough to lose him the use of his neighbor's plough.",
  },
  {
    kind: 'noun:00078239',
    definition: 'acquiring land by clearing debts',    
    usage: "The squire's slow {w} of the valley farms took thirty years.",
  },
  {
    kind: 'noun:00078239',
    definition: 'the gaining of rare books by exchange',
    usage: 'Each {w} was entered in the ledger beside the title given in return.',
  },
  {
    kind: 'noun:00084795',
    definition: 'the taking of fallen wood or brush from manorial woods without leave',
    usage: "The keeper turned a blind eye to the widows' {w} in hard winters.",
  },
  {
    kind: 'noun:00127056',
    definition: 'a collision between boats in a lock',
    usage: 'Each {w} at the crowded lock gate meant a morning of shouting and repairs.',
  },
  {
    kind: 'noun:00130347',
    definition: 'an out recorded when a runner passes another runner on the bases',
    usage: "The rookie's {w} in the ninth inning cost his team the pennant.",
  },
  {
    kind: 'noun:00158283',
    definition: 'the act of accustoming a young horse to crowds and noise in preparation for a fair or show',  
    usage: 'After a month of {w} the colt no longer shied at drums or flags.',
  },
  {
    kind: 'noun:00162063',
    definition: 'the choosing of service hymns',   
    usage: "The organist resented the vicar's {w} and played every hymn too fast.",
  },
  {
    kind: 'noun:00183062',
    definition: 'a vote by the members of a guild on the admission of a new master',
    usage: 'The young cooper waited outside the hall during his {w}.',
  },
  {
    kind: 'noun:00211959',
    definition: "a field wall's final joining", 
    usage: 'The farmer paid the wallers only after the {w} of the whole boundary.',
  },
  {
    kind: 'noun:00230127',
    definition: 'the closing of a mine for the winter months',
    usage: "The autumn {w} sent the miners back to their fathers' farms.",
  },
  {
    kind: 'noun:00243675',
    definition: 'the waking of a household by the first of its members to rise',     
    usage: 'In the farmhouse the {w} fell to the eldest daughter at five each morning.',
  },
  {
    kind: 'noun:00260486',
    definition: "a hunt's payment for trampled crops",
    usage: "The hunt's {w} rarely covered the full value of the ruined barley.",
  },
  {
    kind: 'noun:00265962',
    definition: "the restoring of an old church's painted walls by washing off later whitewash",
    usage: 'The {w} of the chancel revealed a painting of the Last Judgment.',
  },
  {
    kind: 'noun:00267097',
    definition: 'the seasonal ruin of roads',
    usage: 'The winter {w} of the lanes kept the doctor from outlying farms.',
  },
  {
    kind: 'noun:00267097',
    definition: "a worsening of a river's fishing after a mill dam is built",
    usage: 'Old anglers blamed the {w} of the trout on the new weir downstream.',
  },
  {
    kind: 'noun:00269862',
    definition: 'marsh reclamation by planting grasses',    
    usage: 'The {w} of the estuary took two generations of patient planting.',
  },
  {
    kind: 'noun:00272107',
    definition: "a master's demotion to journeyman",
    usage: "The silversmith's {w} was read aloud at the quarterly meeting of the company.",
  },
  {
    kind: 'noun:00274293',
    definition: 'the shaming of a bad tradesman by displaying his goods in the market',
    usage: "The baker's {w} drew a crowd to the market cross.",
  },
  {
    kind: 'noun:00279654',
    definition: 'slow chewing of dried meat',     
    usage: "The trappers' evening {w} by the fire could last an hour.",
  },
  {
    kind: 'noun:00291423',
    definition: 'silent night marching, especially through enemy country',
    usage: 'After the {w} the column reached the ford an hour before dawn.',
  },
  {
    kind: 'noun:00291423',
    definition: 'a march of freed apprentices',
    usage: 'Shopkeepers shut their doors early on the day of the {w}.',
  },
  {
    kind: 'noun:00302018',
    definition: 'a flight that carries the mail to outlying islands',
    usage: 'The islanders gathered on the beach each Tuesday to meet the {w}.',
  },
  {
    kind: 'noun:00319561',
    definition: 'the carrying of an invalid over hills', 
    usage: 'The {w} over the pass took six men and most of a day.',
  },
  {
    kind: 'noun:00352464',
    definition: 'a servant reduction after bereavement',     
    usage: "The {w} after the old lord's funeral left only the cook and a boy.",
  },
  {
    kind: 'noun:00352464',
    definition: "a cutting of the rations of a ship's crew when a voyage runs long",
    usage: 'The second {w} of the voyage brought the crew near to mutiny.',
  },
  {
    kind: 'noun:00364086',
    definition: 'rent rise on renewing leases or tenancies',
    usage: 'Tenants dreaded the hour when the {w} was read out in the estate office.',
  },
  {
    kind: 'noun:00399512',
    definition: 'remaking of a gown for a child',  
    usage: "Her mother's wedding dress went through a second {w} for the baby's christening.",
  },
  {
    kind: 'noun:00406027',
    definition: "the bending of green timber over a fire to shape a boat's ribs",
    usage: "The boatwright's {w} of the oak ribs took all day and a bucket of water.",
  },
  {
    kind: 'noun:00406027',
    definition: 'the test bend of blades',
    usage: 'The swordsmith trusted no blade that had not passed the {w} in front of him.',
  },
  {
    kind: 'noun:00411260',
    definition: 'hiring servants only at fairs',
    usage: 'The {w} bound farm servants to a master from one Martinmas to the next.',
  },
  {
    kind: 'noun:00411260',
    definition: 'the practice of naming a child after the saint of its birthday',
    usage: 'The {w} filled the parish registers with Johns and Marys.',
  },
  {
    kind: 'noun:00411260',
    definition: 'the practice of driving cattle by night to avoid the tolls of the road',
    usage: "The drovers' {w} kept the turnpike keepers awake in the autumn months.",
  },
  {
    kind: 'noun:00439005',
    definition: "an acrobatic feat in which one performer is thrown from a seesaw onto another's shoulders",
    usage: 'The {w} was the last act before the clowns came back into the ring.',
  },
  {
    kind: 'noun:00457223',
    definition: 'game, usually annual, of husbands against bachelors',
    usage: 'The bachelors had not won the {w} for eleven years.',
  },
  {
    kind: 'noun:00472688',
    definition: 'a form of baseball played on a frozen pond or lake by players wearing skates',
    usage: 'The {w} went on all January until the thaw made the ice unsafe.',
  },
  {
    kind: 'noun:00480087',
    definition:
      'a court game for three players, usually played on a triangular court with a player guarding one side',
    usage: 'At the monastery the {w} needed a third hand, so the cook often joined in.',
  },
  {
    kind: 'noun:00529434',
    definition: 'a stage duet with one shared scarf',
    usage: 'The {w} closed the first half of the evening to loud applause.',
  },
  {
    kind: 'noun:00540158',
    definition: 'a country-dance figure in which each dancer bows in turn to every member of the set',
    usage: 'The caller always ended the evening with a slow {w} for the older dancers.',
  },
  {
    kind: 'noun:00559667',
    definition: '(football) a play in which two linemen exchange positions, usually just ahead of the snap',
    usage: 'The coach saved the {w} for short yardage near the goal line.',
  },
  {
    kind: 'noun:00559667',
    definition: '(football) a play in which the offense lines up as if to kneel and then throws deep',
    usage: 'The {w} caught the tired defense with its safeties already walking off.',
  },
  {
    kind: 'noun:00621992',
    definition: 'unpaid labor owed by a parish to keep its churchyard walls in repair',  
    usage: 'Each household sent one man for the {w} after the spring floods.',
  },
  {
    kind: 'noun:00621992',
    definition: 'the hired copying of sermons',
    usage: 'In lean years the young poet lived on {w} for lazy curates.',
  },
  {
    kind: 'noun:00630416',
    definition: 'an arm exercise in which a heavy stone or weight is lifted from the ground to a high ledge',
    usage: 'The village strongman could repeat the {w} twenty times without resting.',
  },
  {
    kind: 'noun:00740568',
    definition: 'negligence in leaving a fire banked without a guard at night',
    usage: "The inquest found the thatched cottage lost through the lodger's {w}.",
  },
  {
    kind: 'noun:00809843',
    definition: 'a restriction on the felling of trees within sight of a manor',
    usage: 'The {w} kept the woods around the hall thick for two centuries.',
  },
  {
    kind: 'noun:00814187',
    definition: 'a grip of both hands about the wrists of another person, used for keeping him from striking',
    usage: 'The constable held the drunkard in {a} {w} until help arrived.',
  },
  {
    kind: 'noun:00814638',
    definition: "a wrestling hold in which the opponent's arm is pinned beneath one's knee",
    usage: 'The champion won three bouts at the fair with the same {w}.',
  },
  {
    kind: 'noun:00865191',
    definition: 'turning from a sudden stench',   
    usage: 'The nurse watched for the {w} to judge whether the patient could feel anything.',
  },
  {
    kind: 'noun:00876299',
    definition: 'disapproval shown by refusing a toast',   
    usage: "The old soldier's {w} at the banquet was noticed by every officer present.",
  },
  {
    kind: 'noun:00876299',
    definition: 'condemnation of new customs as foreign fashions',
    usage: "Her grandmother's {w} of forks at table lasted until her death.",
  },
  {
    kind: 'noun:00955670',
    definition: 'a battle with armies mid-river',
    usage: 'The {w} left the ford choked with horses and wagons.',
  },
  {
    kind: 'noun:00989024',
    definition: "fire aimed at an enemy's flag",
    usage: "The gunners' {w} tore away the fortress standard by noon.",
  },
  {
    kind: 'noun:00989024',
    definition: 'fire directed at enemy horses rather than riders, usually by infantry',
    usage: 'The {w} broke the cavalry charge though no horseman was wounded.',
  },
  {
    kind: 'noun:01016008',
    definition: 'a collection of old keys',
    usage: 'His {w} filled a cabinet of thirty shallow drawers.',
  },
  {
    kind: 'noun:01048908',
    definition: 'the rousing of a tired crew of rowers by a song or chant sung in time with the oars',
    usage: 'The {w} from the stern carried the boat the last mile against the tide.',
  },
  {
    kind: 'noun:01063257',
    definition: 'a demand by a guild for payment before a stranger may trade in the town',
    usage: 'The {w} drove many foreign weavers to settle outside the walls.',
  },
  {
    kind: 'noun:01068087',
    definition: 'postponement of a wedding, usually until the harvest is in',
    usage: 'The {w} gave the mother of the bride time to finish the linen.',
  },
  {
    kind: 'noun:01075919',
    definition: "the hindering of an enemy's advance by felling trees across the roads",
    usage: "The rangers' {w} cost the invading column three days in the forest.",
  },
  {
    kind: 'noun:01082290',
    definition: "a congregation's withholding of stipend",
    usage: 'The {w} lasted a full year before the minister gave up his pulpit.',
  },
  {
    kind: 'noun:01088005',
    definition: 'the giving of gloves, usually one pair per bearer, at a funeral or burial',
    usage: 'The {w} for the squire cost more than the coffin itself.',
  },
  {
    kind: 'noun:01109837',
    definition: "a market stall's transfer to a widow",
    usage: "The {w} let the fishmonger's widow keep the family's pitch by the fountain.",
  },
  {
    kind: 'noun:01125919',
    definition: 'closing taverns on fair days',
    usage: 'The mayor ordered {a} {w} for the three days of polling.',
  },
  {
    kind: 'noun:01127115',
    definition: 'town rule by alternating guilds',
    usage: 'Under the {w} the weavers and the tanners each held the mayoralty for a year.',
  },
  {
    kind: 'noun:01127115',
    definition: 'government of a province by its bishop in the absence of a governor',   
    usage: 'The {w} lasted until the new governor arrived from the capital.',
  },
  {
    kind: 'noun:01145922',
    definition: 'the posting of troops at every ford',
    usage: "The general's {w} left no crossing unwatched for forty miles.",
  },
  {
    kind: 'noun:01168748',
    definition: 'a harvest-labour swap',    
    usage: 'The two brothers-in-law kept up the {w} for thirty summers.',
  },
  {
    kind: 'noun:01185144',
    definition: 'a suit brought by a parish to recover a bequest withheld by heirs',     
    usage: "The {w} over the old widow's legacy dragged on for nine years.",
  },
  {
    kind: 'noun:01208643',
    definition: "a widow's vow of silence",    
    usage: 'Her {w} was made before the altar a week after the funeral.',
  },
  {
    kind: 'noun:02694015',
    definition: 'a banner-towing airplane',
    usage: 'Every summer Sunday the {w} droned back and forth above the bathers.',
  },
  {
    kind: 'noun:02730750',
    definition: 'an apparatus for testing the strength of rope by hanging weights from it',
    usage: 'No cable left the ropewalk until it had held on the {w} overnight.',
  },
  {
    kind: 'noun:02731707',
    definition: 'a pot lug used for resting spoons',
    usage: 'The cook laid the ladle across the {w} between stirrings.',
  },
  {
    kind: 'noun:02741540',
    definition: 'an armchair with a deep drawer beneath the seat for sewing things',
    usage: 'Grandmother kept her mending in the {w} by the kitchen fire.',
  },
  {
    kind: 'noun:02776042',
    definition: 'a netting bag for shellfish',
    usage: 'The children filled the {w} with mussels at low tide.',
  },
  {
    kind: 'noun:02776843',
    definition: 'a traveling bag with a fitted compartment for a pair of boots',   
    usage: 'The huntsman packed his {w} with a spare coat and his best riding boots.',
  },
  {
    kind: 'noun:02787241',
    definition: 'a band of braided horsehair worn on the wrist for luck',
    usage: 'The jockey never rode without the {w} his mother had plaited.',
  },
  {
    kind: 'noun:02799782',
    definition: 'a barrier of hurdles or wattles around a haystack, keeping off deer',
    usage: 'In a hard winter the stags leapt the {w} and ate half the rick.',
  },
  {
    kind: 'noun:02800851',
    definition: 'a heavy stone block in which a flagpole is set',   
    usage: 'The old {w} still stands on the green though the pole rotted long ago.',
  },
  {
    kind: 'noun:02805104',
    definition: 'a basket hung from a rafter to keep food from rats',
    usage: 'The cheese and bacon hung safe in the {w} above the table.',
  },
  {
    kind: 'noun:02815336',
    definition: 'a battleship whose turrets are all set in a single row along the center line', 
    usage: 'The {w} rolled so badly in heavy seas that her gunners seldom hit anything.',
  },
  {
    kind: 'noun:02819085',
    definition: 'a hanging beam for carcasses',
    usage: "The butcher's boy was too short to reach the {w} without a stool.",
  },
  {
    kind: 'noun:02819085',
    definition: 'a gable-top beam carrying a bell',
    usage: 'The {w} had rotted so badly that the bell was taken down for safety.',
  },
  {
    kind: 'noun:02873453',
    definition: 'a book or ledger in which a parish records the sale and rental of church pews', 
    usage: 'The {w} showed which families had held the front rows for a century.',
  },
  {
    kind: 'noun:02886585',
    definition: 'a sermon-book box',  
    usage: "The preacher's {w} rode behind his saddle on every circuit.",
  },
  {
    kind: 'noun:02891810',
    definition: 'a bracket fixed beside a church door to hold notices',
    usage: 'The clerk pinned the banns to the {w} before the bells rang.',
  },
  {
    kind: 'noun:02901994',
    definition: 'a narrow bridge used by market cattle',
    usage: 'The drovers paid a penny a head to cross the {w} below the town.',
  },
  {
    kind: 'noun:02901994',
    definition: 'a bridge built over a mill race to give access to the mill door',
    usage: "The miller's children were forbidden to play on the {w} in flood time.",
  },
  {
    kind: 'noun:02950684',
    definition: 'a canal dug for carrying timber, especially out of a forest',
    usage: 'Logs floated down the {w} all spring to the sawmills by the estuary.',
  },
  {
    kind: 'noun:02957776',
    definition: 'a cap of felt worn by shepherds under a hood in winter',
    usage: 'The shepherd pulled his {w} low over his ears against the sleet.',
  },
  {
    kind: 'noun:02957776',
    definition: 'a close cap of linen worn by bakers to keep flour out of the hair',   
    usage: "The apprentice's {w} was white at dawn and grey by noon.",
  },
  {
    kind: 'noun:02959203',
    definition: "a coachman's short oilcloth cape",  
    usage: "Rain streamed from the driver's {w} onto the horses' backs.",
  },
  {
    kind: 'noun:02971932',
    definition:
      'an open carriage having a raised rear seat, used for following or watching a hunt from the road',
    usage: 'The ladies followed the meet in the {w} as far as the lanes allowed.',
  },
  {
    kind: 'noun:02974815',
    definition: 'a pressed-flower carton',   
    usage: "The botanist's {w} arrived crushed but the specimens were unharmed.",
  },
  {
    kind: 'noun:02974815',
    definition: 'a sawdust-packed carton of candles or tapers',    
    usage: 'The grocer sold out of every {w} in the week before the winter fair.',
  },
  {
    kind: 'noun:02987516',
    definition: 'a tide-bound island cathedral',
    usage: 'Pilgrims knelt at the door of the {w} before entering barefoot.',
  },
  {
    kind: 'noun:03018908',
    definition: "a cabin's built-in drawer chest",   
    usage: "The captain's charts lay flat in the {w} beneath his bunk.",
  },
  {
    kind: 'noun:03043603',
    definition: 'a drooping clay pipe',
    usage: 'The thatcher kept his {w} clenched in his teeth all morning on the roof.',
  },
  {
    kind: 'noun:03054011',
    definition: 'a cloth covering laid over bread dough while it rises',
    usage: "The baker's wife lifted the {w} to see whether the loaves were ready.",
  },
  {
    kind: 'noun:03055525',
    definition: 'clothing kept for work in a dairy or creamery and washed daily',
    usage: 'The dairymaids changed into their {w} at dawn for the first milking.',
  },
  {
    kind: 'noun:03057459',
    definition: 'a club kept behind the bar of an inn or tavern, used for quieting unruly drinkers',
    usage: 'The landlord had only to reach for the {w} to end most quarrels.',
  },
  {
    kind: 'noun:03083745',
    definition: 'a leaded hold for salt',  
    usage: 'The {w} kept the salt dry on the long passage from the south.',
  },
  {
    kind: 'noun:03110761',
    definition: 'a cord strung across a shop window for hanging gloves on show',
    usage: 'The glover changed the pairs on the {w} every morning to catch the light.',
  },
  {
    kind: 'noun:03116550',
    definition: 'a split cane bound to a crooked toe to straighten it',    
    usage: "The cobbler's daughter wore {a} {w} under her stocking all winter.",
  },
  {
    kind: 'noun:03124849',
    definition: 'a walled monastery or convent court where the sick take air',
    usage: 'The ailing brothers sat in the {w} on warm afternoons with their beads.',
  },
  {
    kind: 'noun:03156166',
    definition: 'a cushion used by spectators to soften stone seats',
    usage: 'Families brought their own {w} to sit on the hard benches of the amphitheatre.',
  },
];
