import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it, for the kinds whose written meanings
// ran out before every fake of the kind had one (written-meaning.ts), fifth set.
export const WRITTEN_MEANINGS_12: readonly WrittenMeaning[] = [
  {
    kind: 'noun:15089484',
    definition: 'a bluish film of oxide that forms on pewter kept near the sea',
    usage: 'She rubbed the {w} off the old tankards with a soft cloth and vinegar.',
  },
  {
    kind: 'noun:03225104',
    definition: 'a short spar lashed across the stern of a rowing boat for hanging wet nets',    
    usage: 'The fishermen draped their nets over the {w} to dry on the row home.',
  },
  {
    kind: 'noun:13300185',
    definition: 'a payment made to a neighbour for drawing water from his well during a dry summer',
    usage: 'Each family paid the {w} in eggs or coins until the rains came back.',
  },
  {
    kind: 'adjective:02601999',
    definition: 'on or relating to the side of the body a person habitually sleeps on',    
    usage: 'Her {w} shoulder ached every morning, so she finally bought a softer pillow.',
  },
  {
    kind: 'noun:14849801',
    definition: 'a thin amber oil pressed from walnut shells and rubbed into wooden tool handles',
    usage: 'He kept a rag soaked in {w} for wiping down the spade handles each autumn.',
  },
  {
    kind: 'noun:13343889',
    definition: 'a fee paid to a harbour master for leaving a boat on the slipway overnight',
    usage: 'The fishermen grumbled that the {w} had doubled since the new man took over.',
  },
  {
    kind: 'noun:15097852',
    definition: 'a bitter compound that forms in stored apples and gives them a soapy taste',
    usage: 'Apples kept too long in a warm loft develop enough {w} to spoil a pie.',
  },
  {
    kind: 'noun:14879217',
    definition: 'the droppings of sheep steeped in water to make a liquid feed for garden plants',
    usage: 'Her tomatoes thrived on weekly doses of {w} from the barrel behind the shed.',
  },
  {
    kind: 'noun:07055883',
    definition: "a short musical composition written for a child's first public recital",   
    usage: 'Her piano teacher wrote her {a} {w}, and she played it without a single slip.',
  },
  {
    kind: 'noun:03314159',
    definition: 'a lotion dabbed on the nostrils to ease soreness after a heavy cold',
    usage: 'After a week of blowing her nose, she reached for the {w} on the bedside table.',
  },
  {
    kind: 'adjective:02643155',
    definition: "(of a word) produced by a small child's mispronunciation and kept in use by the family",
    usage: 'Several {w} words from her childhood, like lellow for yellow, survived at the dinner table.',
  },
  {
    kind: 'noun:05445891',
    definition: 'an allele that affects only the colour of the eyelashes and eyebrows',
    usage: 'Both twins carried the {w}, which explained their pale brows under dark hair.',
  },
  {
    kind: 'adjective:00386400',
    definition: 'of the pale greyish brown of wet sand',
    usage: 'The walls of the beach house were painted {a} {w} shade that hid the grit.',
  },
  {
    kind: 'adjective:00211142',
    definition: '(of a stretch of ground) free of nettles',     
    usage: 'The children kept to the {w} corner of the orchard, where they could run barefoot.',
  },
  {
    kind: 'noun:03725051',
    definition: 'a light shawl pinned at the shoulders and worn by a bride on the morning of her wedding',
    usage: "She wore her mother's {w} down to breakfast before dressing for the ceremony.",
  },
  {
    kind: 'noun:07423119',
    definition: 'a sudden spray of sparks from a chimney when a damp log is thrown on the fire',
    usage: 'The {w} sent the cat bolting from the hearth rug and under the sofa.',
  },
  {
    kind: 'noun:13823252',
    definition: 'a word added to a name to tell apart two members of a family who share that name',
    usage: 'In a village full of Williams, every man needed {a} {w} such as Young or Big.',
  },
  {
    kind: 'adjective:02832182',
    definition: 'shaped like a teardrop with one side flattened',
    usage: 'The potter threw a row of {w} jugs that sat steadily on their flat sides.',
  },
  {
    kind: 'noun:08601081',
    definition: 'the line on the forearm where a rolled-up shirtsleeve ends',
    usage: "By August the farmhand's arms were brown only as far as the {w}.",
  },
  {
    kind: 'adjective:02368906',
    definition: 'causing surprise for a moment and then soon forgotten',
    usage: "The {w} news of the vicar's engagement was stale by the following Sunday.",
  },
  {
    kind: 'noun:09466545',
    definition: 'a thin ring of ice that forms around a stone in a shallow stream',
    usage: 'On the coldest mornings she found {a} {w} around every stone in the brook.',
  },
  {
    kind: 'noun:06675595',
    definition: 'a household rule that assigns each chore to whoever uses that room most',    
    usage: 'Under the new {w}, the teenager who lived in the kitchen had to mop it.',
  },
  {
    kind: 'noun:09900475',
    definition: 'a guild officer who settled quarrels between masters and their apprentices',    
    usage: 'The boy took his complaint about unpaid wages straight to the {w}.',
  },
  {
    kind: 'noun:03497188',
    definition:
      'a horse-drawn covered cart with shelves inside, used to take fresh bread from house to house',
    usage: 'Every morning the {w} stopped outside the cottage and left two warm loaves.',
  },
  {
    kind: 'noun:08671604',
    definition: 'the strip of grass behind the goal where spectators stand at a village football match',
    usage: "Half the village watched from the {w}, shouting advice at the goalkeeper's back.",
  },
  {
    kind: 'adjective:01104811',
    definition: '(of a bicycle chain) slipped off the sprocket and hanging loose',   
    usage: 'She wheeled her bike home in the rain because the chain was {w} again.',
  },
  {
    kind: 'noun:09380243',
    definition: 'a small cone of sand thrown up by a crab burrowing on the beach',
    usage: 'At low tide every {w} on the shore marked a crab hiding just below.',
  },
  {
    kind: 'noun:10190191',
    definition: 'a friend who gives up a day to help someone move house',
    usage: 'She paid her {w} with pizza and a promise to carry boxes for him next year.',
  },
  {
    kind: 'noun:13817254',
    definition: 'the relevance of a remark that becomes clear only later in a conversation',    
    usage: 'The {w} of her question about the spare key dawned on us an hour later.',
  },
  {
    kind: 'adjective:00691858',
    definition: '(of an engagement to marry) known to the family but not yet made public to friends',
    usage: 'Their {w} engagement was the worst-kept secret at the Christmas dinner.',
  },
  {
    kind: 'noun:13708242',
    definition: "a unit of value equal to one day's wages of a farm labourer, used in old village accounts",
    usage: 'In the parish ledger, mending a cartwheel was reckoned at half {a} {w}.',
  },
  {
    kind: 'adjective:02790461',
    definition: 'of or pertaining to the patch of shade cast by a passing cloud on a hillside',
    usage: 'On hot afternoons the sheep drifted after the {w} patches moving across the hill.',
  },
  {
    kind: 'adverb:00044486',
    definition: '(in formal usage, especially legal usage) on the same terms as before',
    usage: 'The lease was renewed {w}, with the rent and the repairs clause left untouched.',
  },
  {
    kind: 'noun:04492679',
    definition: 'art consisting of a painting on the inside of a cupboard door',
    usage: 'The old dresser opened to reveal {a} {w} of roses and songbirds.',
  },
  {
    kind: 'noun:10018308',
    definition: "a member of a ship's crew who tends the livestock carried on board",     
    usage: 'The {w} spent the rough crossing feeding and calming the horses below deck.',
  },
  {
    kind: 'noun:13264032',
    definition: 'tenure by which a cottage is held for as long as its occupant keeps the garden in order',    
    usage: 'Under the {w}, the widow kept her home so long as the hedges were trimmed.',
  },
  {
    kind: 'noun:08578097',
    definition: 'a heap of broken crockery marking the site of a former farmhouse',   
    usage: 'Ploughing uncovered {a} {w} of blue and white shards in the bottom field.',
  },
  {
    kind: 'adjective:00637599',
    definition: '(of a clock) not having been put back or forward for the change of season',
    usage: 'The {w} clock in the hall made him an hour early for church.',
  },
  {
    kind: 'noun:04232284',
    definition: 'a wooden crate with straw-lined slots for carrying a dozen eggs to market',   
    usage: 'She set the {w} carefully on the cart so that nothing would crack on the lane.',
  },
  {
    kind: 'adjective:00735987',
    definition: 'pertaining to giving directions to travellers who have lost their way',
    usage: 'The old porter had {a} {w} streak and loved pointing tourists toward the cathedral.',
  },
  {
    kind: 'noun:13909268',
    definition: 'an open curve traced in the air by the tip of a whip as it is cracked',
    usage: "The coachman's whip drew a long {w} above the horses' ears.",
  },
  {
    kind: 'noun:10130662',
    definition: 'someone who always calls on friends just as a meal is being served',
    usage: 'Everyone knew the {w} would knock at six, just as the potatoes were drained.',
  },
  {
    kind: 'noun:07384070',
    definition: 'the amount by which a river rises after a single night of rain',
    usage: 'The ferryman read the {w} off a painted post beside the landing.',
  },
  {
    kind: 'noun:06427565',
    definition: 'a book of model thank-you letters used in teaching children to write them',
    usage: 'She copied a page from her {w} to thank her aunt for the scarf.',
  },
  {
    kind: 'noun:08634886',
    definition: 'a narrow path between two rows of beehives',    
    usage: 'The beekeeper walked the {w} slowly, lifting each lid in turn.',
  },
  {
    kind: 'noun:08574668',
    definition: 'the stretch of river on which a single ferryman is permitted to carry passengers',
    usage: "No other boatman dared to pick up a fare within old Tom's {w}.",
  },
  {
    kind: 'adjective:00757443',
    definition: '(of a flowering plant) having seeds that sprout only after passing through a bird',
    usage: 'Because the shrub is {w}, seedlings turn up wherever the thrushes like to perch.',
  },
  {
    kind: 'adjective:01989603',
    definition: '(of a given name) not shortened or changed into a nickname',  
    usage: 'Her grandmother kept her name {w} all her life and would answer only to Margaret.',
  },
  {
    kind: 'noun:03646164',
    definition: 'an emollient rubbed into the paws of working dogs in winter',
    usage: "After each day on the icy hills, the shepherd worked {w} into the collie's pads.",
  },
];
