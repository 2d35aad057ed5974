import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it: qualities, acts, states, verbs and
// adjectives, which have no sentence kind, and more of the kinds that have (fourth set, part 2 of 5).
export const WRITTEN_MEANINGS_8: readonly WrittenMeaning[] = [
  {
    kind: 'noun:03187746',
    definition: 'a device for turning the cheeses on the shelves of a ripening cellar',
    usage: 'With {a} {w} one dairyman could tend four hundred wheels a day.',
  },
  {
    kind: 'noun:03187746',
    definition: 'a device for warming a saddle before a horse is ridden in frost',   
    usage: 'The groom kept the {w} beside the stable stove all winter.',
  },
  {
    kind: 'noun:03200746',
    definition: 'a digital camera grading fruit by color',
    usage: 'The packing shed lost a whole day of apples when the {w} failed.',
  },
  {
    kind: 'noun:03221531',
    definition: 'a narrow dock where lighters wait their turn to unload a larger ship',
    usage: 'Twenty barges lay idle in the {w} until the steamer came in.',
  },
  {
    kind: 'noun:03240499',
    definition: 'a drawstring bag, usually of leather, in which a shepherd carries rock salt for sheep',
    usage: 'He shook the {w} and the ewes came running down the hill.',
  },
  {
    kind: 'noun:03274312',
    definition: 'an electrical device used for rocking cradles',
    usage: 'The tired mother switched on the {w} and the baby slept at last.',
  },
  {
    kind: 'noun:03287312',
    definition:
      'a band of carved leaves or flowers fitted around the handle of a walking stick, serving as ornament rather than grip',    
    usage: 'The man was prouder of the {w} than of the cane itself.',
  },
  {
    kind: 'noun:03314753',
    definition: 'a heavy fabric woven from wool and cow hair, used for lining saddle pads',
    usage: 'The harness maker bought his {w} by the bolt in spring.',
  },
  {
    kind: 'noun:03314753',
    definition: 'fine linen edged with woven silver thread',
    usage: 'Her christening gown was cut from {w} that glinted at the hem.',
  },
  {
    kind: 'noun:03314753',
    definition: 'woolen cloth for straining honey',    
    usage: 'The beekeeper washed the {w} in cold water after every harvest.',
  },
  {
    kind: 'noun:03340545',
    definition: 'a small figure of a saint carried by a traveller for protection on the road',
    usage: "She pressed {a} {w} into her son's hand as the coach pulled away.",
  },
  {
    kind: 'noun:03389737',
    definition: 'a dark evening suit with a silver waistcoat, worn by the host of a ball',  
    usage: 'The squire had his {w} brushed and aired a week before the dance.',
  },
  {
    kind: 'noun:03398178',
    definition: 'a free-reed instrument with a single low reed, blown to call workers in from the fields',
    usage: 'At noon the foreman sounded the {w} and the harvesters came to eat.',
  },
  {
    kind: 'noun:03409359',
    definition: 'a furnace in which cattle bones are burned to ash, used in making bone china',
    usage: 'The pottery kept its {w} burning day and night beside the slaughterhouse.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a low table having a raised rim, used for sorting incoming letters or parcels',   
    usage: 'The butler laid the morning post on the {w} in the front hall.',
  },
  {
    kind: 'noun:03410635',
    definition: 'a fitted shelf beneath a kitchen window on which bread is set to rise',  
    usage: 'The dough doubled on the {w} where the morning sun fell.',
  },
  {
    kind: 'noun:03422255',
    definition: 'a garden of flowers grown only for laying on graves',
    usage: "The sexton's wife tended the {w} behind the churchyard wall.",
  },
  {
    kind: 'noun:03423924',
    definition: 'a loose garment of oiled wool worn by shepherds in the lambing season',  
    usage: 'He slept in his {w} in the fold through the cold March nights.',
  },
  {
    kind: 'noun:03423924',
    definition: 'a sleeveless garment laced at the sides, worn by fishwives on the quay',
    usage: 'Her {w} was stiff with brine and scales by the end of the day.',
  },
  {
    kind: 'noun:03471094',
    definition: 'a missile homing especially on funnel heat',
    usage: "The destroyer's smoke screen did little to hide it from the {w}.",
  },
  {
    kind: 'noun:03486604',
    definition: 'a power hammer used for splitting slate',  
    usage: 'The {w} rang across the valley from dawn until dusk.',
  },
  {
    kind: 'noun:03487488',
    definition: 'a straw-lined egg hamper',  
    usage: "The farmer's wife packed the {w} every Friday for the town carrier.",
  },
  {
    kind: 'noun:03502782',
    definition: "a lamplighter's tall oilcloth hat",
    usage: 'His {w} glistened as he climbed his ladder along the wet street.',
  },
  {
    kind: 'noun:03602662',
    definition: 'jewelry consisting of small silver bells sewn to the sleeves of a dancer',    
    usage: 'The {w} chimed softly with every turn of her wrists.',
  },
  {
    kind: 'noun:03683688',
    definition: 'a litter with a canopy of flowers on which a bride is carried to her wedding',
    usage: 'Six cousins bore the {w} through the village to the church door.',
  },
  {
    kind: 'noun:03696785',
    definition: 'a loudspeaker hung in a mine shaft to give warning to the miners below',
    usage: 'A voice from the {w} ordered every man back to the cage.',
  },
  {
    kind: 'noun:03697705',
    definition: 'a soft woollen or flannel tunic worn at home, usually by the fire in the evening',
    usage: 'He changed into his {w} and sat down to his supper.',
  },
  {
    kind: 'noun:03713575',
    definition: 'magnetic tape on which the calls or songs of wild birds are recorded for study',   
    usage: 'The naturalist labelled his reels of {w} with the place and the hour.',
  },
  {
    kind: 'noun:03727498',
    definition: 'a waterproof marker for pots',
    usage: 'The gardener wrote the name of each seedling with {a} {w}.',
  },
  {
    kind: 'noun:03727779',
    definition: 'an area at a crossroads where drovers sell cattle or sheep on the way to the coast',
    usage: 'By noon the {w} was a sea of horns and shouting dealers.',
  },
  {
    kind: 'noun:03742461',
    definition: 'a geared church-bell hoist',
    usage: "The undertaker's men no longer strained at ropes once the {w} was bought.",
  },
  {
    kind: 'noun:03758568',
    definition: 'a meter recording wave force on a harbour wall or breakwater',
    usage: 'After the gale the engineers read the {w} with some alarm.',
  },
  {
    kind: 'noun:03785925',
    definition: 'a molding of carved oak leaves that frames the door of a great hall',
    usage: 'The joiner spent a whole winter on the {w} above the entrance.',
  },
  {
    kind: 'noun:03793056',
    definition: 'a gatepost joint for rails',
    usage: 'A well-cut {w} will keep the bars square for fifty years.',
  },
  {
    kind: 'noun:03821155',
    definition: 'a narrow necktie of black silk or crape worn by mourners, especially at a funeral',  
    usage: 'He kept his {w} in a drawer and wore it more often as the years passed.',
  },
  {
    kind: 'noun:03822389',
    definition: 'needlework consisting of small patches stitched over the worn elbows of a coat or jacket',
    usage: 'Her {w} was so neat that the shabby jacket looked almost new.',
  },
  {
    kind: 'noun:03823187',
    definition: 'a hooded woolen negligee',
    usage: 'She drew her {w} close and went down to rake the fire.',
  },
  {
    kind: 'noun:03869443',
    definition: 'an overgarment, usually of linen, worn by a midwife over her dress when attending a birth',   
    usage: 'She hung her {w} on the door peg and went up to the mother.',
  },
  {
    kind: 'noun:03880896',
    definition: 'sanded paint for ship ladders',
    usage: 'A coat of {w} kept the sailors from slipping in heavy seas.',
  },
  {
    kind: 'noun:03886020',
    definition: 'a shallow pan for drying wild herbs over a low fire',
    usage: 'The wise woman turned the leaves in her {w} with a wooden spoon.',
  },
  {
    kind: 'noun:03915279',
    definition: 'a pendulum showing how far bridges sway',    
    usage: 'When the troops marched across, the {w} swung wider than the engineers liked.',
  },
  {
    kind: 'noun:03932813',
    definition: 'a photograph printed on card and given to each guest at a wedding',
    usage: 'Every cousin kept the {w} on the mantelpiece for fifty years.',
  },
  {
    kind: 'noun:03946989',
    definition: 'a decorative pin in the shape of a sheaf of wheat worn at harvest festivals',     
    usage: 'She fastened the {w} to her shawl before the service in the barn.',
  },
  {
    kind: 'noun:03970276',
    definition: "a dealer or banker's first card",
    usage: 'By custom the {w} is shown to the table before play begins.',
  },
  {
    kind: 'noun:03994528',
    definition: 'a post driven into the sand to mark where a ship was wrecked',     
    usage: 'The villagers still lay flowers at the {w} on the anniversary.',
  },
  {
    kind: 'noun:04015323',
    definition: 'a chimney ledge built for nesting storks',     
    usage: 'Every spring the same pair returned to the {w} above the inn.',
  },
  {
    kind: 'noun:04018460',
    definition: 'a plane reseeding burnt forests',
    usage: 'After the fire the {w} flew low over the blackened hills for weeks.',
  },
  {
    kind: 'noun:04021598',
    definition: 'a protective garment of wet sacking worn by men fighting a heath fire',
    usage: 'Each beater soaked his {w} in the pond before going up the slope.',
  },
  {
    kind: 'noun:04097375',
    definition: 'a light rifle with a folding stock carried by mountain guides',
    usage: 'The guide slung his {w} across his pack and led them onto the glacier.',
  },
  {
    kind: 'noun:04112987',
    definition: 'a room in an inn or tavern set apart for drovers or carters to dry wet clothes',
    usage: 'Steam rose from twenty coats hung in the {w} after the storm.',
  },
  {
    kind: 'noun:04118284',
    definition: 'a rotating shaft that turns the brushes of a street sweeping cart',
    usage: 'The {w} snapped on the cobbles and the square went unswept for a week.',
  },
  {
    kind: 'noun:04135920',
    definition: 'a sailing vessel built to carry ice cut from northern lakes to hot ports',
    usage: 'The {w} lost a third of her cargo to meltwater on the long passage.',
  },
  {
    kind: 'noun:04166119',
    definition: 'a seal pressed into the bung of a wine cask to show it has not been opened',   
    usage: 'The buyer checked the {w} on every barrel before paying the merchant.',
  },
  {
    kind: 'noun:04194590',
    definition: 'a shed, usually at the edge of a wood, used for putting charcoal into sacks',
    usage: 'The burners slept in the {w} when the kilns needed watching all night.',
  },
  {
    kind: 'noun:04197507',
    definition: 'a shell fired into a bank of snow to bring down an avalanche',
    usage: 'The mountain road stayed closed until the {w} had cleared the slope above.',
  },
  {
    kind: 'noun:04197790',
    definition: 'the wooden or metal casing enclosing the works of a musical box',
    usage: 'Her grandfather had carved roses into the {w} by candlelight.',
  },
  {
    kind: 'noun:04197790',
    definition: "a roasting jack's tin casing",
    usage: 'The cook wiped the fat from the {w} before the joint went on.',
  },
  {
    kind: 'noun:04198986',
    definition: 'a shelter at a ferry landing where passengers wait out of the rain',
    usage: 'They huddled in the {w} while the boatman battled the current.',
  },
  {
    kind: 'noun:04198986',
    definition: 'a shelter of straw set over young vines to guard them from frost',
    usage: "The vintner's sons spent March evenings tying each {w} in place.",
  },
  {
    kind: 'noun:04266092',
    definition: 'a sole of soft leather sewn to the foot of a knitted slipper',
    usage: 'Grandmother renewed the {w} every winter from an old pair of gloves.',
  },
  {
    kind: 'noun:04302219',
    definition: 'a foal-to-mare tethering strap',    
    usage: 'The foal tugged against the {w} as the mare trotted to market.',
  },
  {
    kind: 'noun:04303019',
    definition: 'a stadium used for contests in which oxen haul heavy loads',    
    usage: 'The whole county crowded into the {w} on the last day of the fair.',
  },
  {
    kind: 'noun:04337478',
    definition: "a tailor's stove for irons",     
    usage: 'The apprentice kept the {w} glowing so the seams could be flattened.',
  },
  {
    kind: 'noun:04348764',
    definition: 'a structure of tall poles and crossbars on which fishing nets are hung to dry',
    usage: 'Gulls perched along the {w} waiting for scraps of weed and bait.',
  },
  {
    kind: 'noun:04389081',
    definition: 'a shallow dish with a raised grid on which honeycomb is served at table',     
    usage: 'The golden cakes of wax sat dripping on the {w} beside the bread.',
  },
  {
    kind: 'noun:04408223',
    definition: 'a telephone fitted in a lighthouse for speaking with the shore',    
    usage: 'The keeper used the {w} to report the wreck within minutes.',
  },
  {
    kind: 'noun:04443319',
    definition: 'a grooved timber set beneath a cider or perry press to carry juice into a tub or vat',
    usage: 'Sweet brown liquor ran down the {w} as the screw was turned.',
  },
  {
    kind: 'noun:04454577',
    definition: 'a powder of chalk and orris dusted inside gloves to make them go on easily',
    usage: 'Her maid kept a little box of {w} on the dressing table.',
  },
  {
    kind: 'noun:04467365',
    definition: 'a riverside tower for watching salmon runs',   
    usage: 'When the man in the {w} shouted, every boat in the cove put out.',
  },
  {
    kind: 'noun:04481701',
    definition: 'a trap set at the mouth of a burrow or den, shutting as the animal leaves',    
    usage: 'The warrener checked his {w} along the bank at first light.',
  },
  {
    kind: 'noun:04505257',
    definition: 'a tunnel beneath a garden or grounds, used by servants to reach the house unseen',
    usage: 'The maids carried the coal through the {w} so the guests never saw them.',
  },
  {
    kind: 'noun:04573249',
    definition: 'a weapon that spreads a blight or rust through the grain fields of an enemy',     
    usage: 'The treaty banned the {w} along with poison gas and germs.',
  },
  {
    kind: 'noun:04583497',
    definition: "a knife-grinder's barrow",
    usage: 'Children ran after the {w} as it rattled into the square.',
  },
  {
    kind: 'noun:04601545',
    definition: 'soft wire used for tying the branches of fruit trees flat against a wall',
    usage: 'The gardener cut short lengths of {w} and fastened the pear boughs.',
  },
  {
    kind: 'noun:04609402',
    definition: 'a workplace where feathers are cleaned and sorted for bedding',
    usage: 'Down drifted out of the {w} and settled on the street like snow.',
  },
  {
    kind: 'noun:04622583',
    definition: 'a small zither with strings of gut, played on the lap at village weddings',
    usage: 'An old man played the {w} while the couple danced under the lime tree.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of thanking others too often or effusively for small favours',   
    usage: 'Her {w} embarrassed the shopkeepers more than any rudeness could have.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of trusting strangers more readily than friends',   
    usage: 'His {w} made him easy prey for every smooth talker at the fair.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of being unable to refuse any request from a child',
    usage: 'Her {w} was well known, and the village youngsters took full advantage.',
  },
  {
    kind: 'noun:04623416',
    definition: 'reliability in small promises only',
    usage: 'His {w} puzzled his friends, who could count on him only for trifles.',
  },
  {
    kind: 'noun:04623416',
    definition: 'the trait of losing interest in a task once its end is in sight',
    usage: 'Because of his {w}, the barn stood without a roof for two summers.',
  },
  {
    kind: 'noun:04630969',
    definition: 'a tendency to grow quiet and thoughtful toward evening, especially as daylight fades',   
    usage: 'Her {w} made her poor company at supper but fine company at dawn.',
  },
  {
    kind: 'noun:04641897',
    definition: 'homecoming exuberance after long absence',
    usage: 'In his {w} he kissed the gatepost and shook hands with the dog.',
  },
  {
    kind: 'noun:04651019',
    definition: "a readiness to quarrel on others' behalf",
    usage: 'His {w} drew him into fights that were none of his business.',
  },
  {
    kind: 'noun:04660287',
    definition: 'a disposition to seek company only in large gatherings and to shun small ones',
    usage: 'Her {w} filled every ball she attended yet left her tea table empty.',
  },
  {
    kind: 'noun:04661694',
    definition: 'a disposition to greet every passer-by on the road',    
    usage: 'His {w} slowed every walk to the village by half an hour.',
  },
  {
    kind: 'noun:04661694',
    definition: 'a disposition to be warm toward newcomers until they are settled',   
    usage: 'The parish was known for its {w}, which cooled by the second winter.',
  },
  {
    kind: 'noun:04672567',
    definition: 'a lack of caution in walking on ice or near deep water',     
    usage: "The boy's {w} had his mother watching the pond all winter.",
  },
  {
    kind: 'noun:04672567',
    definition: 'the trait of leaving fires and lamps burning unattended', 
    usage: "The landlady's {w} finally cost her the east wing of the inn.",
  },
  {
    kind: 'noun:04691171',
    definition: 'quality of growing more handsome or comely with age',
    usage: 'His {w} surprised those who had known him as a plain young man.',
  },
  {
    kind: 'noun:04713435',
    definition: 'conspicuousness to distant ships',
    usage: 'Sailors prized the white church for its {w} in every weather.',
  },
  {
    kind: 'noun:04722763',
    definition: 'fitness for wearing at funerals',
    usage: 'She chose the grey coat for its {w}, though black would have been safer.',
  },
  {
    kind: 'noun:04728334',
    definition: 'the quality of being unsuited to the weather, especially of clothing',   
    usage: 'The {w} of his linen suit was plain by the first November morning.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of something nestling in the palm',     
    usage: 'Collectors praised the little cup less for its glaze than for its {w}.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of sounding better, especially from afar',         
    usage: 'The {w} of the bagpipes was widely agreed upon in the district.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of fitting well in one room and badly in any other',
    usage: 'The old dresser had a stubborn {w} that defeated every attempt to move it.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of appearing complete or finished though unfinished',     
    usage: 'The {w} of the new road fooled the council into paying early.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being lawful yet disapproved',   
    usage: 'Hanging out washing on Sunday kept its {w} in the village for years.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of tasting better on the second day',   
    usage: 'Every cook knows the {w} of a good stew left overnight.',
  },
  {
    kind: 'noun:04731092',
    definition: 'quality of something that improves on retelling',
    usage: 'The {w} of that wet holiday made it funnier at family gatherings.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of seeming older than it is',
    usage: 'The {w} of the new chapel came from stone taken from a ruined abbey.',
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being clear to children but puzzling to adults',
    usage: "The riddle's {w} made it a favourite at nursery parties.",
  },
  {
    kind: 'noun:04731092',
    definition: 'the quality of being easier to begin than to finish',    
    usage: 'The {w} of a quilt is known to every needlewoman with a full cupboard.',
  },
  {
    kind: 'noun:04738737',
    definition: 'the quality of being safe only in fair weather',
    usage: 'The {w} of the cliff path was well known to the coastguard.',
  },
  {
    kind: 'noun:04740880',
    definition: 'the quality of altering from one telling to the next, as of a tale',  
    usage: 'The {w} of his war stories amused his grandchildren.',
  },
  {
    kind: 'noun:04740880',
    definition: 'the quality of differing with every season',
    usage: 'Painters loved the valley for its {w}, returning in spring and autumn.',
  },
  {
    kind: 'noun:04745174',
    definition: 'the quality of being unchanged from one generation to the next, as of a recipe',  
    usage: 'The {w} of the village bread was a point of pride for the bakers.',
  },
  {
    kind: 'noun:04745174',
    definition: 'an unchanging taste across seasons',
    usage: 'The {w} of the well water drew travellers from three counties.',
  },
  {
    kind: 'noun:04745174',
    definition: 'unchanging look despite long use',
    usage: 'The {w} of the oak floor made the house seem newly built.',
  },
  {
    kind: 'noun:04747172',
    definition: 'unvarying yield in wet or dry seasons',  
    usage: 'The farm sold at a high price because of the {w} of the land.',
  },
  {
    kind: 'noun:04749047',
    definition: 'the quality of not being alterable once written down',   
    usage: 'The {w} of a will made the old man slow to sign it.',
  },
  {
    kind: 'noun:04757437',
    definition: 'the quality of differing markedly from brothers or sisters',
    usage: 'The {w} of the youngest child set the neighbours gossiping.',
  },
  {
    kind: 'noun:04757437',
    definition: 'unlikeness of portrait to sitter',
    usage: 'The {w} of the Grand Hotel, a damp inn with four rooms, amused visitors.',
  },
  {
    kind: 'noun:04758195',
    definition:
      'the quality of differing from one end of a field to the other, especially in texture or drainage',
    usage: 'The {w} of the soil meant wheat at the top and rushes at the bottom.',
  },
  {
    kind: 'noun:04774586',
    definition: 'the quality of keeping step with the seasons, as of farm work',   
    usage: 'The {w} of country life comforted her after years in the city.',
  },
  {
    kind: 'noun:04777450',
    definition: 'unevenness in the spacing of stitches, especially in sewing or embroidery',
    usage: 'The {w} of her sampler showed it was a first attempt.',
  },
  {
    kind: 'noun:04783538',
    definition: 'millwheel immobility caused by weed or silt',
    usage: 'The {w} kept the village without flour until March.',
  },
  {
    kind: 'noun:04786888',
    definition: 'the chill after a quarrel',
    usage: 'The guests felt the {w} at once and made excuses to leave early.',
  },
  {
    kind: 'noun:04794758',
    definition: 'lifeless domestic tidiness',
    usage: 'The {w} of the parlour made visitors afraid to sit down.',
  },
  {
    kind: 'noun:04794991',
    definition: 'the affectation of seeming too busy to notice others',
    usage: 'Her {w} fooled nobody who had seen her idle at the window all morning.',
  },
  {
    kind: 'noun:04810679',
    definition: 'great care in measuring ingredients, especially in baking',    
    usage: 'Her {w} meant that her cakes always came out exactly alike.',
  },
  {
    kind: 'noun:04811700',
    definition: 'a lack of accuracy in the keeping of accounts',   
    usage: "The steward's {w} left the estate owing money it thought it had.",
  },
  {
    kind: 'noun:04821469',
    definition: 'lamplit ballroom splendour',   
    usage: 'Villagers walked miles at night to see the {w} from the park gates.',
  },
  {
    kind: 'noun:04829454',
    definition: 'incomprehensibility that results from speaking too fast',    
    usage: "The auctioneer's {w} left newcomers unsure what they had bought.",
  },
  {
    kind: 'noun:04851255',
    definition: 'a lack of feeling for the grief of strangers',
    usage: 'His {w} showed when he whistled past the funeral procession.',
  },
  {
    kind: 'noun:04851255',
    definition: "insensitivity to the feelings of one's servants",
    usage: "The countess's {w} emptied the kitchen of cooks twice in one year.",
  },
  {
    kind: 'noun:04856472',
    definition: 'the goodness of one who repays a kindness twice over',
    usage: "The widow's {w} was remembered long after the loan was forgotten.",
  },
  {
    kind: 'noun:04857820',
    definition: 'breaking of a vow or promise to the dying',
    usage: 'The neighbours never forgave the {w} of a son who sold the farm.',
  },
  {
    kind: 'noun:04861620',
    definition: "injustice arising from a judge's ignorance of local custom",    
    usage: 'The vicar called the fines laid on the fishermen plain {w}.',
  },
  {
    kind: 'noun:04867296',
    definition: 'courage only before onlookers',
    usage: 'His {w} was exposed the night he met the bull alone in the lane.',
  },
  {
    kind: 'noun:04867990',
    definition: "fearfulness in travelling beyond one's own parish",     
    usage: 'Her {w} meant she had never seen the sea, though it lay ten miles off.',
  },
  {
    kind: 'noun:04881867',
    definition: 'the quality of being honest in word but not in weight',
    usage: "The grocer's {w} came to light when the inspector brought his own scales.",
  },
  {
    kind: 'noun:04883248',
    definition: 'the quality of telling a story larger each time',
    usage: "The angler's {w} turned a small trout into a salmon by Christmas.",
  },
  {
    kind: 'noun:04891645',
    definition: 'the trait of shirking in fine weather',   
    usage: 'His {w} cost him the hay crop in the wettest summer in years.',
  },
  {
    kind: 'noun:04894324',
    definition: "conceit about one's own handwriting",
    usage: 'His {w} led him to copy out letters that others had already written.',
  },
  {
    kind: 'noun:04901232',
    definition: 'the trait of lending money to anyone who asks',   
    usage: "The miller's {w} left him poorer than the men he had helped.",
  },
  {
    kind: 'noun:04901232',
    definition: 'imprudence in planting crops too early',
    usage: "The young farmer's {w} cost him his beans to a late frost.",
  },
  {
    kind: 'noun:04901232',
    definition: 'spending a harvest before gathering',
    usage: 'Their {w} left them in debt when the hail came in August.',
  },
  {
    kind: 'noun:04903356',
    definition: "diligence in cleaning one's tools after each use",
    usage: "The carpenter's {w} kept his chisels sharp for forty years.",
  },
  {
    kind: 'noun:04903356',
    definition: 'diligence in scrubbing the doorstep, usually daily',
    usage: 'Her {w} made her house the brightest in a street of grey cottages.',
  },
  {
    kind: 'noun:04910102',
    definition: 'the quality of being indecent in jokes or talk at table',  
    usage: 'The {w} of the colonel sent the ladies from the dining room early.',
  },
  {
    kind: 'noun:04913648',
    definition: 'submissiveness toward anyone in a uniform',
    usage: 'His {w} made him obey a railway porter as readily as a general.',
  },
  {
    kind: 'noun:04914446',
    definition: 'refusal to heed younger advisers',
    usage: "The old captain's {w} ran the ship aground on a well-charted sandbank.",
  },
  {
    kind: 'noun:04914446',
    definition: "the trait of being hard to govern in the absence of one's parents",
    usage: "The twins' {w} drove away three governesses in a single summer.",
  },
  {
    kind: 'noun:04921469',
    definition: "a discourteous manner of turning one's back on a speaker",  
    usage: "The mayor's {w} at the dinner was reported in every newspaper.",
  },
  {
    kind: 'noun:04923519',
    definition: 'any property relating to the sound a thing makes when struck',
    usage: 'The bell founder judged each casting by its {w} before it left the yard.',
  },
  {
    kind: 'noun:04925387',
    definition: 'trueness of course, especially on open sea',  
    usage: 'The navigator was famous for the {w} of his passages across the bay.',
  },
  {
    kind: 'noun:04931280',
    definition: 'the age of something neither new nor yet worn',
    usage: 'The coat had reached that comfortable {w} when it fits best.',
  },
  {
    kind: 'noun:04933905',
    definition: 'the freshness of linen dried outdoors',
    usage: 'She buried her face in the sheets to breathe in their {w}.',
  },
  {
    kind: 'noun:04934622',
    definition: 'the quality of predating the village itself',
    usage: 'The {w} of the yew in the churchyard awed even the eldest villagers.',
  },
  {
    kind: 'noun:04941723',
    definition: 'a consistency like that of wet clay',   
    usage: 'The porridge had taken on {a} {w} that no spoon could stir.',
  },
  {
    kind: 'noun:04941723',
    definition: 'a consistency, as of porridge, holding a spoon upright',  
    usage: 'Boil the cream slowly until it reaches {a} {w}.',
  },
  {
    kind: 'noun:04984219',
    definition: 'a pallor flushing in cold',
    usage: 'Her {w} gave her away every time she came in from the garden.',
  },
  {
    kind: 'noun:04991763',
    definition: 'a lack of harmony among the bells of different churches',
    usage: 'On Sunday mornings the {w} over the town set the dogs howling.',
  },
  {
    kind: 'noun:05000591',
    definition: 'the saltiness of the air near a shore',
    usage: 'The {w} rusted every hinge and gate in the fishing village.',
  },
  {
    kind: 'noun:05003988',
    definition: 'the property of looking less tasty than it is',
    usage: 'Despite its {w}, the grey pudding was the best dish at the fair.',
  },
  {
    kind: 'noun:05003988',
    definition: "a smell's power to take away appetite",    
    usage: 'The {w} of the tannery kept visitors from lunching in that street.',
  },
  {
    kind: 'noun:05009987',
    definition: 'the carriage, usually upright, of head porters',
    usage: 'Her straight-backed {w} told of years bringing water from the well.',
  },
  {
    kind: 'noun:05012434',
    definition: 'reliable waking without a bell',
    usage: "The shepherd's {w} never failed him, even after a late night.",
  },
  {
    kind: 'noun:05012434',
    definition: 'property of hungering, usually preceding weather changes',
    usage: 'Her {w} was a better forecast than the barometer in the hall.',
  },
  {
    kind: 'noun:05016354',
    definition: 'the property of clouding over when breathed upon',
    usage: 'The {w} of the old mirror made shaving a slow business.',
  },
  {
    kind: 'noun:05030907',
    definition: 'the stiffness of cloth that has dried in frost',
    usage: 'The shirts on the line had such {w} that they stood up by themselves.',
  },
  {
    kind: 'noun:05053160',
    definition: 'the time at which a guest should take leave after dinner',
    usage: 'A good host can hint at the {w} without saying a word.',
  },
  {
    kind: 'noun:05053160',
    definition: 'the moment bread must leave the oven',
    usage: "The baker's wife knew the {w} by the smell alone.",
  },
  {
    kind: 'noun:05058400',
    definition: "a scent's lingering-time",
    usage: 'The {w} of her rosewater told callers that she had just gone out.',
  },
  {
    kind: 'noun:05071206',
    definition: 'the curved shape of a field or pasture bent to follow a winding stream or watercourse',
    usage: 'Old maps show the {w} of the meadows before the banks were straightened.',
  },
  {
    kind: 'noun:05077459',
    definition: "an overfilled sack's bulge",
    usage: 'The baker judged his dough by the {w} of the morning batch.',
  },
  {
    kind: 'noun:05081943',
    definition: 'a wind-backed siting',   
    usage: "The farmstead's {w} kept its yard calm in the worst of the gales.",
  },
  {
    kind: 'noun:05087589',
    definition: 'position in which the dancer kneels on one knee with both arms raised above the head',  
    usage: 'The ballet ends with the whole company holding the {w} as the curtain falls.',
  },
  {
    kind: 'noun:05101152',
    definition: 'the ripeness ideal for preserving',
    usage: 'She picked the plums at the {w} and had the jars sealed by evening.',
  },
  {
    kind: 'noun:05101987',
    definition: 'second-reading depth',
    usage: 'Critics missed the {w} of her novel until years after her death.',
  },
  {
    kind: 'noun:05106204',
    definition: 'size too great for doors or gateways',
    usage: 'The {w} of the piano meant the window had to be taken out.',
  },
  {
    kind: 'noun:05106204',
    definition: 'the size of fitting saddlebags',     
    usage: "The lantern's {w} made it popular with night watchmen.",
  },
  {
    kind: 'noun:05107058',
    definition: 'the intensity of the sound of a bell at the edge of a parish',    
    usage: 'The new bell was hung higher to improve its {w} at the outlying farms.',
  },
  {
    kind: 'noun:05120433',
    definition: 'insufficiency of seats for the guests at a feast',
    usage: 'The {w} at the wedding left the younger men standing by the door.',
  },
  {
    kind: 'noun:05122340',
    definition: 'an abundance of fruit after hard winters',
    usage: "The orchard's {w} filled every barrel and basket on the farm.",
  },
  {
    kind: 'noun:05128718',
    definition: 'the number of leaves a table takes',
    usage: 'The oak table had {a} {w} of twelve, or fourteen at a pinch.',
  },
  {
    kind: 'noun:05141812',
    definition: 'the depth of water at a ford, especially one used by cattle',
    usage: "After the rains the {w} came up to the drovers' belts.",
  },
  {
    kind: 'noun:05141812',
    definition: 'the depth of snow through which a horse can still walk',     
    usage: 'The postman set out only if the drifts were within the {w}.',
  },
  {
    kind: 'noun:05144053',
    definition: 'the narrowness of a lane too tight for two carts to pass',    
    usage: 'The {w} of the old road meant one driver always had to back up.',
  },
  {
    kind: 'noun:05145753',
    definition: 'the value of a horse judged by its steadiness rather than its speed',
    usage: 'The carter paid well for the old grey mare because of her {w}.',
  },
  {
    kind: 'noun:05145753',
    definition: 'worth as a supposed luck-bringer',
    usage: 'The cracked teapot had {a} {w} that saved it from every spring cleaning.',
  },
  {
    kind: 'noun:05145753',
    definition: 'greater worth as a pair',
    usage: 'The {w} of the candlesticks made the dealer refuse to sell them apart.',
  },
  {
    kind: 'noun:05146826',
    definition: 'the worthlessness of a promise made in drink',   
    usage: 'By morning he had forgotten it, proving the {w} of such talk.',
  },
  {
    kind: 'noun:05149427',
    definition: 'that which is valuable only to a collector',    
    usage: 'The attic was full of {w}: old buttons, stamps and bent spoons.',
  },
  {
    kind: 'noun:05152365',
    definition: 'greater dearness in winter',
    usage: 'The {w} of coal was felt hardest by the poorest families.',
  },
  {
    kind: 'noun:05152365',
    definition: 'the quality of costing less when bought at the end of a market',
    usage: "Thrifty wives waited till dusk to take advantage of the fish's {w}.",
  },
  {
    kind: 'noun:05152365',
    definition: 'the quality of being worth its price only to a skilled user',
    usage: 'The {w} of the fine chisel was lost on the boy who bought it.',
  },
  {
    kind: 'noun:05153986',
    definition: 'the property of being cheap to keep or run', 
    usage: 'The {w} of a donkey made it the first choice of carters over a horse.',
  },
  {
    kind: 'noun:05155946',
    definition: 'the property of being useful in emergencies or mishaps',
    usage: 'The {w} of a stout rope is known to sailors and shepherds alike.',
  },
  {
    kind: 'noun:05164957',
    definition: 'the quality of bringing gain to both buyer and seller',     
    usage: 'The {w} of the bargain left both farmers smiling at the inn.',
  },
  {
    kind: 'noun:05164957',
    definition: 'benefit arriving long after labor',
    usage: 'The {w} of planting oaks is felt by grandchildren, not by the planter.',
  },
  {
    kind: 'noun:05177340',
    definition: 'the significance of a date to a single family',
    usage: 'Strangers never understood the {w} of the first of May in that house.',
  },
  {
    kind: 'noun:05207437',
    definition: 'the knack of sleeping anywhere',
    usage: "A soldier's {w} is worth more to him than a feather bed.",
  },
  {
    kind: 'noun:05211905',
    definition: 'inability to refuse food or drink from a host',
    usage: 'His {w} at every farmhouse left him too full to walk home.',
  },
  {
    kind: 'noun:05245612',
    definition: 'a pale band of skin left by a ring worn for many years, especially a wedding ring',
    usage: 'The {w} on her finger told of a marriage she never spoke about.',
  },
  {
    kind: 'noun:05257792',
    definition: 'a hair-ringed caterpillar spiracle',
    usage: 'Under the lens the {w} looked like a tiny black button.',
  },
  {
    kind: 'noun:05277400',
    definition: 'a kneecap worn smooth by kneeling',   
    usage: 'The surgeon could feel the {w} grinding when the old man bent his knee.',
  },
  {
    kind: 'noun:05305022',
    definition: 'an organ in the head of certain birds by which they sense the north',
    usage: 'Some think the {w} lets swallows find the same barn year after year.',
  },
  {
    kind: 'noun:05397105',
    definition:
      'a flap of skin or membrane closing over the nostrils of a diving animal, especially a mammal',   
    usage: "The otter's {w} shuts tight the moment its head goes under.",
  },
  {
    kind: 'noun:05539012',
    definition: 'a cartilaginous tube in birds that leads from the windpipe to any of the air sacs',    
    usage: 'The anatomist traced the {w} from the throat of the goose into its chest.',
  },
  {
    kind: 'noun:05573730',
    definition: 'a finger crooked by ropes',
    usage: "The old bosun's {w} could no longer straighten to hold a pen.",
  },
];
