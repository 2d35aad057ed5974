import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 2 of 5).
export const WRITTEN_MEANINGS_8: readonly WrittenMeaning[] = [
  {
    kind: 'noun:03187746',
    definition: 'a device for turning the cheeses on the shelves of a ripening cellar',
    usage: 'Down in the cellar, the cheesemaker cranked the {w}, and a whole shelf of wheels rolled over together.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device for warming a saddle before a horse is ridden in frost',   
    usage: 'Grooms in cold stables kept {a} {w} by the tack room stove on hunting mornings.',
  },
  {
    kind: 'noun:03200746',
    definition: 'a digital camera grading fruit by color',
    usage: 'At the packing shed, the {w} flagged a green-tinged apple and a jet of air knocked it off the belt.',
  },
  {
    kind: 'noun:03221531',
    definition: 'a narrow dock where lighters wait their turn to unload a larger ship',
    usage: 'The barges queued in the {w} while the cargo ship\'s cranes swung overhead.',
  },
  {
    kind: 'noun:03240499',
    definition: 'a drawstring bag, usually of leather, in which a shepherd carries rock salt for sheep',
    usage: 'The shepherd loosened his {w} and scattered a handful of crystals on the flat stone for the ewes.',
  },
  {
    kind: 'noun:03274312',
    definition: 'an electrical device used for rocking cradles',
    usage: 'Tired parents plug in {a} {w} and hope the baby drifts off.',
  },
  {
    kind: 'noun:03287312',
    definition:
      'a band of carved leaves or flowers fitted around the handle of a walking stick, serving as ornament rather than grip',    
    usage: 'Grandfather turned his cane so the firelight caught the {w} of carved acorns below the handle.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a heavy fabric woven from wool and cow hair, used for lining saddle pads',
    usage: 'The saddler cut a pad from {w} and stitched it under the saddle tree.',
  },
  {
    kind: 'noun:03314753',
    definition: 'fine linen edged with woven silver thread',
    usage: 'Wealthy brides once wore veils of {w} that sparkled in candlelight.',
  },
  {
    kind: 'noun:03314753',
    definition: 'woolen cloth for straining honey',    
    usage: 'Grandpa poured the honey through the {w} into a clean crock.',
  },
  {
    kind: 'noun:03340545',
    definition: 'a small figure of a saint carried by a traveller for protection on the road',
    usage: 'Pilgrims often carry {a} {w} in a pocket as protection on the road.',
  },
  {
    kind: 'noun:03389737',
    definition: 'a dark evening suit with a silver waistcoat, worn by the host of a ball',  
    usage: 'Tradition demands that whoever throws the winter ball should greet the guests in {a} {w}.',
  },
  {
    kind: 'noun:03398178',
    definition: 'a free-reed instrument with a single low reed, blown to call workers in from the fields',
    usage: 'At noon the foreman blew the {w}, and its deep drone brought the pickers in from the rows.',
  },
  {
    kind: 'noun:03409359',
    definition: 'a furnace in which cattle bones are burned to ash, used in making bone china',
    usage: 'Potteries in Staffordshire ran {a} {w} to supply the ash that gives fine china its whiteness.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a low table having a raised rim, used for sorting incoming letters or parcels',   
    usage: 'Post office clerks tip sacks of mail onto the {w} each morning.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a fitted shelf beneath a kitchen window on which bread is set to rise',  
    usage: 'Mum set the dough on the {w}, where the morning sun warmed it.',
  },
  {
    kind: 'noun:03422255',
    definition: 'a garden of flowers grown only for laying on graves',
    usage: 'Each Saturday the widow cut lilies from her {w} and carried them to the churchyard.',
  },
  {
    kind: 'noun:03423924',
    definition: 'a loose garment of oiled wool worn by shepherds in the lambing season',  
    usage: 'Hill shepherds pull on {a} {w} in March to keep dry through long nights among the ewes.',
  },
  {
    kind: 'noun:03423924',
    definition: 'a sleeveless garment laced at the sides, worn by fishwives on the quay',
    usage: 'The fishwife tightened the laces of her {w} and heaved the basket of herring onto her hip.',
  },
  {
    kind: 'noun:03471094',
    definition: 'a missile homing especially on funnel heat',
    usage: 'Navies fear {a} {w}, which can track a ship by the warmth of its smokestack.',
  },
  {
    kind: 'noun:03486604',
    definition: 'a power hammer used for splitting slate',  
    usage: 'Quarries replaced hand splitters with {a} {w} that cleaved blocks in seconds.',
  },
  {
    kind: 'noun:03487488',
    definition: 'a straw-lined egg hamper',  
    usage: 'Farm shops once sent eggs to town in {a} {w} carried on the carrier\'s cart.',
  },
  {
    kind: 'noun:03502782',
    definition: "a lamplighter's tall oilcloth hat",
    usage: 'Lamplighters wore {a} {w} to keep the rain off as they climbed their ladders.',
  },
  {
    kind: 'noun:03602662',
    definition: 'jewelry consisting of small silver bells sewn to the sleeves of a dancer',    
    usage: 'Temple dancers wear {w}, and every turn of the wrist rings.',
  },
  {
    kind: 'noun:03683688',
    definition: 'a litter with a canopy of flowers on which a bride is carried to her wedding',
    usage: 'In some villages, the bride\'s brothers carry the {w} through the streets to the temple.',
  },
  {
    kind: 'noun:03696785',
    definition: 'a loudspeaker hung in a mine shaft to give warning to the miners below',
    usage: 'The foreman\'s voice crackled through the {w}, ordering everyone to the lift.',
  },
  {
    kind: 'noun:03697705',
    definition: 'a soft woollen or flannel tunic worn at home, usually by the fire in the evening',
    usage: 'Country squires changed into {a} {w} after supper and dozed by the hearth.',
  },
  {
    kind: 'noun:03713575',
    definition: 'magnetic tape on which the calls or songs of wild birds are recorded for study',   
    usage: 'The ornithologist threaded the {w} into the recorder and played back the nightingale\'s song.',
  },
  {
    kind: 'noun:03727498',
    definition: 'a waterproof marker for pots',
    usage: 'Aunt Ruth pushed {a} {w} into each seedling pot so the rain could not wash away her labels.',
  },
  {
    kind: 'noun:03727779',
    definition: 'an area at a crossroads where drovers sell cattle or sheep on the way to the coast',
    usage: 'At the {w}, the drovers haggled over the black cattle before pushing on toward the ferry.',
  },
  {
    kind: 'noun:03742461',
    definition: 'a geared church-bell hoist',
    usage: 'The bell-hangers cranked the {w} slowly, lifting the tenor bell into the tower.',
  },
  {
    kind: 'noun:03758568',
    definition: 'a meter recording wave force on a harbour wall or breakwater',
    usage: 'After the storm, the harbour engineer read the {w} and found the breakwater had taken record blows.',
  },
  {
    kind: 'noun:03785925',
    definition: 'a molding of carved oak leaves that frames the door of a great hall',
    usage: 'The guide pointed to the {w} around the hall\'s great door, each acorn carved separately.',
  },
  {
    kind: 'noun:03793056',
    definition: 'a gatepost joint for rails',
    usage: 'Farm carpenters cut each {w} slightly oversize so the rails can swell without splitting the post.',
  },
  {
    kind: 'noun:03821155',
    definition: 'a narrow necktie of black silk or crape worn by mourners, especially at a funeral',  
    usage: 'Undertakers still wear {a} {w} when leading a funeral procession.',
  },
  {
    kind: 'noun:03822389',
    definition: 'needlework consisting of small patches stitched over the worn elbows of a coat or jacket',
    usage: 'Careful {w} can add years to a favourite tweed jacket.',
  },
  {
    kind: 'noun:03823187',
    definition: 'a hooded woolen negligee',
    usage: 'Victorian ladies wore {a} {w} over their nightgowns on cold mornings.',
  },
  {
    kind: 'noun:03869443',
    definition: 'an overgarment, usually of linen, worn by a midwife over her dress when attending a birth',   
    usage: 'Midwives once tied on {a} {w} before entering the birthing room.',
  },
  {
    kind: 'noun:03880896',
    definition: 'sanded paint for ship ladders',
    usage: 'Shipyards coat every ladder with {w} so crews keep their footing in heavy seas.',
  },
  {
    kind: 'noun:03886020',
    definition: 'a shallow pan for drying wild herbs over a low fire',
    usage: 'Grandma spread the wild thyme in the {w} and set it over the embers.',
  },
  {
    kind: 'noun:03915279',
    definition: 'a pendulum showing how far bridges sway',    
    usage: 'The engineer checked the {w} in the bridge tower and saw it swing a full hand\'s breadth in the gale.',
  },
  {
    kind: 'noun:03932813',
    definition: 'a photograph printed on card and given to each guest at a wedding',
    usage: 'Couples often tuck {a} {w} into each place setting so relatives can remember the day.',
  },
  {
    kind: 'noun:03946989',
    definition: 'a decorative pin in the shape of a sheaf of wheat worn at harvest festivals',     
    usage: 'Farm wives pin {a} {w} to their coats for the autumn fair.',
  },
  {
    kind: 'noun:03970276',
    definition: "a dealer or banker's first card",
    usage: 'The croupier turned the {w} face up, and it was an ace.',
  },
  {
    kind: 'noun:03994528',
    definition: 'a post driven into the sand to mark where a ship was wrecked',     
    usage: 'The lifeboat crew drove {a} {w} into the sand where the schooner had broken up.',
  },
  {
    kind: 'noun:04015323',
    definition: 'a chimney ledge built for nesting storks',     
    usage: 'In April the villagers cheered when the first pair of storks landed on the {w} above the bakery.',
  },
  {
    kind: 'noun:04018460',
    definition: 'a plane reseeding burnt forests',
    usage: 'After wildfires, {a} {w} can sow thousands of hectares in a single day.',
  },
  {
    kind: 'noun:04021598',
    definition: 'a protective garment of wet sacking worn by men fighting a heath fire',
    usage: 'Beaters on the moor wear {a} {w} over their shoulders when the flames come close.',
  },
  {
    kind: 'noun:04097375',
    definition: 'a light rifle with a folding stock carried by mountain guides',
    usage: 'Mountain guides sling {a} {w} across their packs when leading parties through bear country.',
  },
  {
    kind: 'noun:04112987',
    definition: 'a room in an inn or tavern set apart for drovers or carters to dry wet clothes',
    usage: 'Every coaching inn on the moor road keeps {a} {w} with a roaring fire and lines strung from the beams.',
  },
  {
    kind: 'noun:04118284',
    definition: 'a rotating shaft that turns the brushes of a street sweeping cart',
    usage: 'Mechanics grease the {w} each week so the sweeper\'s brushes keep spinning.',
  },
  {
    kind: 'noun:04135920',
    definition: 'a sailing vessel built to carry ice cut from northern lakes to hot ports',
    usage: '{A} {w} packed its hold with sawdust so the cargo survived the voyage to the tropics.',
  },
  {
    kind: 'noun:04166119',
    definition: 'a seal pressed into the bung of a wine cask to show it has not been opened',   
    usage: 'Merchants check the {w} on each barrel before paying for a shipment.',
  },
  {
    kind: 'noun:04194590',
    definition: 'a shed, usually at the edge of a wood, used for putting charcoal into sacks',
    usage: 'At dusk the charcoal burner carried the cooled lumps to the {w} and filled the sacks.',
  },
  {
    kind: 'noun:04197507',
    definition: 'a shell fired into a bank of snow to bring down an avalanche',
    usage: 'Ski patrols fire {a} {w} at dawn so the slope can slide before skiers arrive.',
  },
  {
    kind: 'noun:04197790',
    definition: 'the wooden or metal casing enclosing the works of a musical box',
    usage: 'Collectors pay extra for a walnut {w} inlaid with brass and lined with velvet.',
  },
  {
    kind: 'noun:04197790',
    definition: "a roasting jack's tin casing",
    usage: 'The cook polished the {w} until it reflected the firelight onto the turning joint.',
  },
  {
    kind: 'noun:04198986',
    definition: 'a shelter at a ferry landing where passengers wait out of the rain',
    usage: 'We huddled in the {w} with a dozen commuters, watching the boat crawl across the gray river.',
  },
  {
    kind: 'noun:04198986',
    definition: 'a shelter of straw set over young vines to guard them from frost',
    usage: 'Vineyard workers set {a} {w} over each new planting before the first hard freeze.',
  },
  {
    kind: 'noun:04266092',
    definition: 'a sole of soft leather sewn to the foot of a knitted slipper',
    usage: 'Grandma stitched a new {w} onto my worn slippers so I would not slip on the stairs.',
  },
  {
    kind: 'noun:04302219',
    definition: 'a foal-to-mare tethering strap',    
    usage: 'Breeders use {a} {w} on the road so the young one cannot wander into traffic.',
  },
  {
    kind: 'noun:04303019',
    definition: 'a stadium used for contests in which oxen haul heavy loads',    
    usage: 'Villagers crowd into the {w} each harvest to watch teams of oxen drag sledges of stone.',
  },
  {
    kind: 'noun:04337478',
    definition: "a tailor's stove for irons",     
    usage: 'Tailoring shops keep {a} {w} glowing in the corner so a hot iron is always ready.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a structure of tall poles and crossbars on which fishing nets are hung to dry',
    usage: 'The fishermen hung their nets on the {w} and went to mend the boat.',
  },
  {
    kind: 'noun:04389081',
    definition: 'a shallow dish with a raised grid on which honeycomb is served at table',     
    usage: 'At breakfast, the hostess set the {w} in the middle of the table, the comb dripping onto its grid.',
  },
  {
    kind: 'noun:04408223',
    definition: 'a telephone fitted in a lighthouse for speaking with the shore',    
    usage: 'The keeper cranked the {w} and reported the wreck to the coastguard.',
  },
  {
    kind: 'noun:04443319',
    definition: 'a grooved timber set beneath a cider or perry press to carry juice into a tub or vat',
    usage: 'Cider makers scrub the {w} before each pressing so no old juice sours the new.',
  },
  {
    kind: 'noun:04454577',
    definition: 'a powder of chalk and orris dusted inside gloves to make them go on easily',
    usage: 'Glovers dust {w} inside kid gloves so that ladies can slip them on easily.',
  },
  {
    kind: 'noun:04467365',
    definition: 'a riverside tower for watching salmon runs',   
    usage: 'The ghillie climbed the {w} at dawn and shouted that the fish were running.',
  },
  {
    kind: 'noun:04481701',
    definition: 'a trap set at the mouth of a burrow or den, shutting as the animal leaves',    
    usage: 'At dawn the gamekeeper checked the {w} and found a fox inside.',
  },
  {
    kind: 'noun:04505257',
    definition: 'a tunnel beneath a garden or grounds, used by servants to reach the house unseen',
    usage: 'The housekeeper led us through the {w}, where maids once carried coal without being seen from the lawn.',
  },
  {
    kind: 'noun:04573249',
    definition: 'a weapon that spreads a blight or rust through the grain fields of an enemy',     
    usage: 'The general hesitated to use the {w}, fearing the spores might blow back over his own farms.',
  },
  {
    kind: 'noun:04583497',
    definition: "a knife-grinder's barrow",
    usage: 'Knife grinders push {a} {w} from door to door, the whetstone mounted on its frame.',
  },
  {
    kind: 'noun:04601545',
    definition: 'soft wire used for tying the branches of fruit trees flat against a wall',
    usage: 'Gardeners use {w} to train pear branches flat against a sunny brick wall.',
  },
  {
    kind: 'noun:04609402',
    definition: 'a workplace where feathers are cleaned and sorted for bedding',
    usage: 'The {w} was full of floating down, and the workers wore scarves over their mouths.',
  },
  {
    kind: 'noun:04622583',
    definition: 'a small zither with strings of gut, played on the lap at village weddings',
    usage: 'At my cousin\'s wedding, a white-haired musician laid the {w} across his knees and plucked a dance tune.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of thanking others too often or effusively for small favours',   
    usage: 'Her {w} embarrassed the waiter, who was thanked six times for bringing the salt.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of trusting strangers more readily than friends',   
    usage: 'His {w} puzzled us: he lent his car to a hitchhiker but not to his brother.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of being unable to refuse any request from a child',
    usage: 'Grandparents are famous for {w}, handing out sweets whenever a small hand reaches up.',
  },
  {
    kind: 'noun:04623416',
    definition: 'reliability in small promises only',
    usage: 'Her friends learned to trust Aunt Mia\'s {w}: she always brought the bread but never the money she had pledged.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of losing interest in a task once its end is in sight',
    usage: 'Hana\'s {w} showed once more: the jigsaw lay on the table with only the sky left to finish.',
  },
  {
    kind: 'noun:04630969',
    definition: 'a tendency to grow quiet and thoughtful toward evening, especially as daylight fades',   
    usage: 'My grandfather\'s {w} meant that by dusk he would sit silently on the porch, watching the light go.',
  },
  {
    kind: 'noun:04641897',
    definition: 'homecoming exuberance after long absence',
    usage: 'The sailor\'s {w} had him hugging the postman and dancing on the doorstep.',
  },
  {
    kind: 'noun:04651019',
    definition: "a readiness to quarrel in the interests of others",
    usage: 'Children with {w} often end up in the headmaster\'s office for defending a friend.',
  },
  {
    kind: 'noun:04660287',
    definition: 'a disposition to seek company only in large gatherings and to shun small ones',
    usage: '{w} explains why some people love festivals yet dread a dinner for four.',
  },
  {
    kind: 'noun:04661694',
    definition: 'a disposition to greet every passer-by on the road',    
    usage: '{w} is common in country lanes, where a nod to each walker is simply good manners.',
  },
  {
    kind: 'noun:04661694',
    definition: 'a disposition to be warm toward newcomers until they are settled',   
    usage: 'Small villages often show a kind of {w}, fussing over new arrivals and then leaving them be.',
  },
  {
    kind: 'noun:04672567',
    definition: 'a lack of caution in walking on ice or near deep water',     
    usage: 'Every winter, {w} leads to drownings when skaters venture onto thin ponds.',
  },
  {
    kind: 'noun:04672567',
    definition: 'the trait of leaving fires and lamps burning unattended', 
    usage: 'Insurance investigators blame {w} for many winter house fires.',
  },
  {
    kind: 'noun:04691171',
    definition: 'quality of growing more handsome or comely with age',
    usage: 'At the reunion, everyone remarked on my uncle\'s {w}, grey at the temples and finer than ever.',
  },
  {
    kind: 'noun:04713435',
    definition: 'conspicuousness to distant ships',
    usage: 'Lighthouses are painted in bold stripes to improve their {w} in daylight.',
  },
  {
    kind: 'noun:04722763',
    definition: 'fitness for wearing at funerals',
    usage: 'Mother held the navy dress against herself and doubted its {w}.',
  },
  {
    kind: 'noun:04728334',
    definition: 'the quality of being unsuited to the weather, especially of clothing',   
    usage: 'The {w} of my sister\'s sandals became clear the moment we stepped into the snow.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of something nestling in the palm',     
    usage: 'Grandfather admired the {w} of the smooth river stone, turning it over in his hand.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of sounding better, especially from afar',         
    usage: 'From the far side of the lake, the brass band gained {a} {w} it never had up close.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of fitting well in one room and badly in any other',
    usage: 'The antique dresser\'s {w} became obvious when we moved it from the farmhouse kitchen to the flat.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of appearing complete or finished though unfinished',     
    usage: 'The {w} of the stage set fooled the audience, though the back of every wall was bare plywood.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being lawful yet disapproved',   
    usage: 'The journalist highlighted the {w} of the mayor\'s tax arrangements.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of tasting better on the second day',   
    usage: 'Mum boasted about the {w} of her curry and saved half of it for Sunday.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of something that improves on retelling',
    usage: 'Fishing stories are famous for their {w}, the catch growing a little bigger each year.',
  },
  {
    kind: 'noun:04731092',
    definition: 'a false appearance of greater age',
    usage: 'The {w} of the new pub, with its fake beams and smoked varnish, fooled many tourists.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being clear to children but puzzling to adults',
    usage: 'The riddle\'s {w} became obvious when the six-year-old solved it while her parents were still frowning.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being easier to begin than to finish',    
    usage: 'Home renovations are notorious for their {w}, and many kitchens stay half-tiled for years.',
  },
  {
    kind: 'noun:04738737',
    definition: 'the quality of being safe only in fair weather',
    usage: 'The harbourmaster warned us about the {w} of the little cove; with a north wind it becomes a trap.',
  },
  {
    kind: 'noun:04740880',
    definition: 'the quality of altering from one telling to the next, as of a tale',  
    usage: 'The {w} of my uncle\'s fishing story delighted us, since the pike grew a foot every Christmas.',
  },
  {
    kind: 'noun:04740880',
    definition: 'the quality of differing with every season',
    usage: 'The gardener loved the {w} of the woodland walk, with snowdrops in spring and red leaves in autumn.',
  },
  {
    kind: 'noun:04745174',
    definition: 'the quality of being unchanged from one generation to the next, as of a recipe',  
    usage: 'The {w} of Grandma\'s plum pudding is a matter of family pride.',
  },
  {
    kind: 'noun:04745174',
    definition: 'an unchanging taste across seasons',
    usage: 'The cheesemaker boasted of the {w} of his cheddar, whether the cows grazed in May or ate hay in January.',
  },
  {
    kind: 'noun:04745174',
    definition: 'unchanging look despite long use',
    usage: 'Good oak furniture is prized for its {w}, seeming hardly touched after fifty years in a busy kitchen.',
  },
  {
    kind: 'noun:04747172',
    definition: 'unvarying yield in wet or dry seasons',  
    usage: 'Farmers value the {w} of deep valley soils, which bring the same harvest whatever the weather.',
  },
  {
    kind: 'noun:04749047',
    definition: 'the quality of not being alterable once written down',   
    usage: 'The {w} of a ledger entry in ink is why banks once banned pencils.',
  },
  {
    kind: 'noun:04757437',
    definition: 'the quality of differing markedly from brothers or sisters',
    usage: 'Parents are often surprised by the {w} of their youngest, who shares none of the family\'s love of sport.',
  },
  {
    kind: 'noun:04757437',
    definition: 'unlikeness of portrait to sitter',
    usage: 'Wealthy patrons often refused to pay for a portrait if its {w} embarrassed them.',
  },
  {
    kind: 'noun:04758195',
    definition:
      'the quality of differing from one end of a field to the other, especially in texture or drainage',
    usage: 'Precision farming maps {w} so that fertilizer goes where the soil really needs it.',
  },
  {
    kind: 'noun:04774586',
    definition: 'the quality of keeping step with the seasons, as of farm work',   
    usage: 'Old farming almanacs preached {w}, telling readers exactly when to sow, prune and harvest.',
  },
  {
    kind: 'noun:04777450',
    definition: 'unevenness in the spacing of stitches, especially in sewing or embroidery',
    usage: 'Judges at the craft show mark down {w}, however pretty the pattern.',
  },
  {
    kind: 'noun:04783538',
    definition: 'millwheel immobility caused by weed or silt',
    usage: 'After the flood, {w} silenced the mill until the boys raked the weed from the race.',
  },
  {
    kind: 'noun:04786888',
    definition: 'the chill after a quarrel',
    usage: '{A} {w} hung over the breakfast table, and the spoons clinked loudly in the silence.',
  },
  {
    kind: 'noun:04794758',
    definition: 'lifeless domestic tidiness',
    usage: 'Visiting her aunt\'s house, Clara felt chilled by its {w}, every cushion plumped and no book out of place.',
  },
  {
    kind: 'noun:04794991',
    definition: 'the affectation of seeming too busy to notice others',
    usage: 'The receptionist\'s {w} kept us waiting while she shuffled papers.',
  },
  {
    kind: 'noun:04810679',
    definition: 'great care in measuring ingredients, especially in baking',    
    usage: 'My mother\'s {w} meant flour was levelled with a knife and eggs weighed on the scale.',
  },
  {
    kind: 'noun:04811700',
    definition: 'a lack of accuracy in the keeping of accounts',   
    usage: 'Auditors often find that {w}, not theft, explains the missing money.',
  },
  {
    kind: 'noun:04821469',
    definition: 'lamplit ballroom splendour',   
    usage: 'Stepping into the palace, the young widow was dazzled by the {w}, chandeliers glowing over waltzing couples.',
  },
  {
    kind: 'noun:04829454',
    definition: 'incomprehensibility that results from speaking too fast',    
    usage: 'The auctioneer\'s {w} left the foreign buyers unsure whether they had bid at all.',
  },
  {
    kind: 'noun:04851255',
    definition: 'a lack of feeling for the grief of strangers',
    usage: 'His {w} showed when he kept chatting on his phone as the funeral procession passed.',
  },
  {
    kind: 'noun:04851255',
    definition: "insensitivity to the feelings of one's servants",
    usage: 'The duchess\'s {w} showed when she discussed the maid\'s dismissal in front of the maid herself.',
  },
  {
    kind: 'noun:04856472',
    definition: 'the goodness of one who repays a kindness twice over',
    usage: 'Neighbors long remember {w}, like the farmer who returned a borrowed sack of seed with two full ones.',
  },
  {
    kind: 'noun:04857820',
    definition: 'breaking of a vow or promise to the dying',
    usage: 'Folk tales punish {w} with hauntings that last until the promise is kept.',
  },
  {
    kind: 'noun:04861620',
    definition: "injustice arising from a judge's ignorance of local custom",    
    usage: 'The villagers protested the {w} after the visiting judge fined a shepherd for grazing on common land.',
  },
  {
    kind: 'noun:04867296',
    definition: 'courage only before onlookers',
    usage: 'Playground {w} vanishes the moment the teacher and classmates go indoors.',
  },
  {
    kind: 'noun:04867990',
    definition: "fearfulness in travelling beyond one's own parish",     
    usage: 'In farming villages, {w} kept some families from ever seeing the market town ten miles away.',
  },
  {
    kind: 'noun:04881867',
    definition: 'the quality of being honest in word but not in weight',
    usage: 'Customers trusted the grocer\'s cheerful promises until an inspector exposed his {w} with a set of true scales.',
  },
  {
    kind: 'noun:04883248',
    definition: 'the quality of telling a story larger each time',
    usage: 'Uncle Frank\'s {w} meant the fish he caught grew a pound every Christmas.',
  },
  {
    kind: 'noun:04891645',
    definition: 'the trait of shirking in fine weather',   
    usage: 'The foreman knew Bill\'s {w}; every sunny Friday, he rang in sick and went fishing.',
  },
  {
    kind: 'noun:04894324',
    definition: "conceit about one's own handwriting",
    usage: 'The clerk\'s {w} showed in the elaborate loops he added to every signature.',
  },
  {
    kind: 'noun:04901232',
    definition: 'the trait of lending money to anyone who asks',   
    usage: 'Generous uncles are known for {w}, and many never see their money returned.',
  },
  {
    kind: 'noun:04901232',
    definition: 'imprudence in planting crops too early',
    usage: 'My grandfather\'s {w} cost him the beans when a frost struck in May.',
  },
  {
    kind: 'noun:04901232',
    definition: 'spending a harvest before gathering',
    usage: 'Farmers warn their sons against {w}, since hail can flatten a crop the week before reaping.',
  },
  {
    kind: 'noun:04903356',
    definition: "diligence in cleaning one's tools after each use",
    usage: 'The head gardener praised the new apprentice\'s {w}, since every spade was wiped and oiled by dusk.',
  },
  {
    kind: 'noun:04903356',
    definition: 'diligence in scrubbing the doorstep, usually daily',
    usage: 'In the terraced streets, {w} was a matter of pride, and every step gleamed by nine.',
  },
  {
    kind: 'noun:04910102',
    definition: 'the quality of being indecent in jokes or talk at table',  
    usage: 'Grandmother frowned at the {w} of my uncle\'s jokes over the Christmas pudding.',
  },
  {
    kind: 'noun:04913648',
    definition: 'submissiveness toward anyone in a uniform',
    usage: 'Gran\'s {w} was so strong that she once handed her keys to a man in a parking attendant\'s jacket.',
  },
  {
    kind: 'noun:04914446',
    definition: 'refusal to heed younger advisers',
    usage: 'The king\'s {w} cost him the war when he ignored his young generals\' warnings about the river crossing.',
  },
  {
    kind: 'noun:04914446',
    definition: "the trait of being hard to govern in the absence of one's parents",
    usage: 'Babysitters quickly learn about {w} when the parents\' car pulls out of the drive.',
  },
  {
    kind: 'noun:04921469',
    definition: "a discourteous manner of turning one's back on a speaker",  
    usage: 'In parliament, {a} {w} from the opposition benches is taken as a deliberate insult.',
  },
  {
    kind: 'noun:04923519',
    definition: 'any property relating to the sound a thing makes when struck',
    usage: 'The luthier tapped the spruce top and listened to its {w} before deciding to use it.',
  },
  {
    kind: 'noun:04925387',
    definition: 'trueness of course, especially on open sea',  
    usage: 'The navigator checked the {w} of the yacht against the stars every hour.',
  },
  {
    kind: 'noun:04931280',
    definition: 'the age of something neither new nor yet worn',
    usage: 'Furniture at that comfortable {w} often sells better than pieces straight from the showroom.',
  },
  {
    kind: 'noun:04933905',
    definition: 'the freshness of linen dried outdoors',
    usage: 'Gran buried her face in the sheets and breathed in their {w}.',
  },
  {
    kind: 'noun:04934622',
    definition: 'the quality of predating the village itself',
    usage: 'The archaeologist confirmed the {w} of the stone well, dug a thousand years before the first cottage.',
  },
  {
    kind: 'noun:04941723',
    definition: 'a consistency like that of wet clay',   
    usage: 'Overworked mashed potato turns to {a} {w} that sticks to the spoon.',
  },
  {
    kind: 'noun:04941723',
    definition: 'a consistency, as of porridge, holding a spoon upright',  
    usage: 'Grandad stirred the oats until they reached {w}, then stood the spoon in them to prove it.',
  },
  {
    kind: 'noun:04984219',
    definition: 'a pallor flushing in cold',
    usage: 'Patients with {w} see their fingers turn white and then red on frosty mornings.',
  },
  {
    kind: 'noun:04991763',
    definition: 'a lack of harmony among the bells of different churches',
    usage: 'On Easter morning the {w} of the town\'s steeples made the tourists wince.',
  },
  {
    kind: 'noun:05000591',
    definition: 'the saltiness of the air near a shore',
    usage: 'The {w} on the coast rusts bicycles and car bumpers within a few winters.',
  },
  {
    kind: 'noun:05003988',
    definition: 'the property of looking less tasty than it is',
    usage: 'Food stylists fight the {w} of stews, which taste wonderful but photograph like mud.',
  },
  {
    kind: 'noun:05003988',
    definition: "a smell's power to take away appetite",    
    usage: 'Drifting through the café window, the {w} of the tannery ruined our lunch.',
  },
  {
    kind: 'noun:05009987',
    definition: 'the carriage, usually upright, of head porters',
    usage: 'Physiotherapists admire the {w} of market women who carry heavy baskets on their heads.',
  },
  {
    kind: 'noun:05012434',
    definition: 'reliable waking without a bell',
    usage: 'My grandfather\'s {w} never failed; at five sharp he was up and lighting the stove.',
  },
  {
    kind: 'noun:05012434',
    definition: 'property of hungering, usually preceding weather changes',
    usage: 'The shepherd noted the {w} of his flock, grazing frantically before the storm broke.',
  },
  {
    kind: 'noun:05016354',
    definition: 'the property of clouding over when breathed upon',
    usage: 'Jewelers test diamonds for {w}, since a real stone clears almost at once.',
  },
  {
    kind: 'noun:05030907',
    definition: 'the stiffness of cloth that has dried in frost',
    usage: 'Bringing in the washing, Mum laughed at the {w} of the shirts, which stood up by themselves.',
  },
  {
    kind: 'noun:05053160',
    definition: 'the time at which a guest should take leave after dinner',
    usage: 'Polite guests sense the {w} when the host starts stacking plates.',
  },
  {
    kind: 'noun:05053160',
    definition: 'the moment bread must leave the oven',
    usage: 'The baker\'s timer rang at the {w}, and he pulled out the loaves.',
  },
  {
    kind: 'noun:05058400',
    definition: "a scent's lingering-time",
    usage: 'The perfumer dabbed her wrist and checked the {w} after six hours.',
  },
  {
    kind: 'noun:05071206',
    definition: 'the curved shape of a field or pasture bent to follow a winding stream or watercourse',
    usage: 'From the ridge, we admired the {w} of the meadow as it bent along the stream.',
  },
  {
    kind: 'noun:05077459',
    definition: "an overfilled sack's bulge",
    usage: 'The miller pressed down on the {w} so the sack could be tied.',
  },
  {
    kind: 'noun:05081943',
    definition: 'a wind-backed siting',   
    usage: 'Farmers chose {a} {w} for new barns, tucking them against the hillside.',
  },
  {
    kind: 'noun:05087589',
    definition: 'position in which the dancer kneels on one knee with both arms raised above the head',  
    usage: 'The ballet ended with the soloist in {w}, arms lifted as the curtain fell.',
  },
  {
    kind: 'noun:05101152',
    definition: 'the ripeness ideal for preserving',
    usage: 'Mother pressed a plum with her thumb, declared it at {w}, and set the jam pans on the stove.',
  },
  {
    kind: 'noun:05101987',
    definition: 'depth (as of a book) that becomes apparent on rereading',
    usage: 'On rereading the novel, Clara discovered {a} {w} she had missed the first time.',
  },
  {
    kind: 'noun:05106204',
    definition: 'size too great for doors or gateways',
    usage: 'The {w} of grand pianos means movers sometimes hoist them through upstairs windows.',
  },
  {
    kind: 'noun:05106204',
    definition: 'the size of fitting saddlebags',     
    usage: 'Motorcyclists check the {w} before ordering bags, since frames vary between models.',
  },
  {
    kind: 'noun:05107058',
    definition: 'the intensity of the sound of a bell at the edge of a parish',    
    usage: 'Bell founders consider the {w} when choosing the size of a new bell.',
  },
  {
    kind: 'noun:05120433',
    definition: 'insufficiency of seats for the guests at a feast',
    usage: '{w} is a common worry at weddings, where uninvited cousins tend to appear.',
  },
  {
    kind: 'noun:05122340',
    definition: 'an abundance of fruit after hard winters',
    usage: 'Orchard folklore links a bitter January with {a} {w} the following autumn.',
  },
  {
    kind: 'noun:05128718',
    definition: 'the number of leaves a table takes',
    usage: 'Checking the {w} of the dining table, Mum decided it could seat twelve for Christmas.',
  },
  {
    kind: 'noun:05141812',
    definition: 'the depth of water at a ford, especially one used by cattle',
    usage: 'Drovers check the {w} after heavy rain before driving the herd across.',
  },
  {
    kind: 'noun:05141812',
    definition: 'the depth of snow through which a horse can still walk',     
    usage: 'The drover tested the drift with his stick and judged it still within the {w}.',
  },
  {
    kind: 'noun:05144053',
    definition: 'the narrowness of a lane too tight for two carts to pass',    
    usage: 'The {w} forced the milk lorry to reverse half a mile to let us by.',
  },
  {
    kind: 'noun:05145753',
    definition: 'the value of a horse judged by its steadiness rather than its speed',
    usage: 'Farmers buying a cart horse care more for its {w} than for any turn of speed.',
  },
  {
    kind: 'noun:05145753',
    definition: 'worth as a supposed luck-bringer',
    usage: 'Four-leaf clovers owe their {w} to superstition rather than to any beauty.',
  },
  {
    kind: 'noun:05145753',
    definition: 'greater worth as a pair',
    usage: 'Antique dealers talk up the {w} of matching candlesticks, which fetch far more together than apart.',
  },
  {
    kind: 'noun:05146826',
    definition: 'the worthlessness of a promise made in drink',   
    usage: 'Publicans know the {w} of every round pledged at closing time.',
  },
  {
    kind: 'noun:05149427',
    definition: 'that which is valuable only to a collector',    
    usage: 'Dad\'s attic full of old bottle caps was pure {w}, worthless to anyone outside his club.',
  },
  {
    kind: 'noun:05152365',
    definition: 'greater dearness in winter',
    usage: 'Households on fixed incomes dread the {w} of fuel and fresh vegetables.',
  },
  {
    kind: 'noun:05152365',
    definition: 'the quality of costing less when bought at the end of a market',
    usage: 'Bargain hunters count on the {w} of fruit and bread late on a Saturday afternoon.',
  },
  {
    kind: 'noun:05152365',
    definition: 'the quality of being worth its price only to a skilled user',
    usage: 'The salesman admitted the {w} of the expensive lathe; a beginner would waste it.',
  },
  {
    kind: 'noun:05153986',
    definition: 'the property of being cheap to keep or run', 
    usage: 'Buyers of small cars value {w} as much as speed or comfort.',
  },
  {
    kind: 'noun:05155946',
    definition: 'the property of being useful in emergencies or mishaps',
    usage: 'When the car broke down, Dad\'s penknife proved its {w} once more.',
  },
  {
    kind: 'noun:05164957',
    definition: 'the quality of bringing gain to both buyer and seller',     
    usage: 'Fair trade schemes stress the {w} of each deal, with grower and shopper both better off.',
  },
  {
    kind: 'noun:05164957',
    definition: 'benefit arriving long after labor',
    usage: 'Planting oaks brings {a} {w} that mostly falls to one\'s grandchildren.',
  },
  {
    kind: 'noun:05177340',
    definition: 'the significance of a date to a single family',
    usage: 'The {w} of the twelfth of March means little to strangers, but to us it is Grandma\'s birthday and her wedding day.',
  },
  {
    kind: 'noun:05207437',
    definition: 'the knack of sleeping anywhere',
    usage: 'Soldiers and new parents develop {w} out of necessity.',
  },
  {
    kind: 'noun:05211905',
    definition: 'inability to refuse food or drink from a host',
    usage: 'Visitors to grandmothers\' houses often suffer from {w}, leaving stuffed and sleepy.',
  },
  {
    kind: 'noun:05245612',
    definition: 'a pale band of skin left by a ring worn for many years, especially a wedding ring',
    usage: 'The widow rubbed the {w} on her finger where her wedding band had been.',
  },
  {
    kind: 'noun:05257792',
    definition: 'a caterpillar spiracle ringed with hairs',
    usage: 'Under the hand lens, Nina spotted {a} {w} on the caterpillar\'s flank.',
  },
  {
    kind: 'noun:05277400',
    definition: 'a kneecap worn smooth by kneeling',   
    usage: 'The nun\'s {w} showed up on the X-ray, polished by sixty years of prayer.',
  },
  {
    kind: 'noun:05305022',
    definition: 'an organ in the head of certain birds by which they sense the north',
    usage: 'The ornithologist showed us a slide of the pigeon\'s {w}, tucked behind its beak.',
  },
  {
    kind: 'noun:05397105',
    definition:
      'a flap of skin or membrane closing over the nostrils of a diving animal, especially a mammal',   
    usage: 'Through the aquarium glass, the children watched the seal\'s {w} snap shut as it dived.',
  },
  {
    kind: 'noun:05539012',
    definition: 'a cartilaginous tube in birds that leads from the windpipe to any of the air sacs',    
    usage: 'Dissecting the pigeon, the students traced each {w} from the windpipe into a thin air sac.',
  },
  {
    kind: 'noun:05573730',
    definition: 'a finger crooked by ropes',
    usage: 'The retired sailor held up his {w}, bent for good by forty years of hauling lines.',
  },
];
