import type { WrittenMeaning } from '../written-meaning';

// Meanings written for English fakes, each with a sentence written for it, for the kinds whose written meanings
// ran out before every fake of the kind had one (written-meaning.ts), fifth set.
export const WRITTEN_MEANINGS_12: readonly WrittenMeaning[] = [
  {
    kind: 'noun:15089484',
    definition: 'a bluish film of oxide that forms on pewter kept near the sea',
    usage: 'At the seaside inn, the landlord polished the {w} off his tankards every Monday.',
  },
  {
    kind: 'noun:03225104',
    definition: 'a short spar lashed across the stern of a rowing boat for hanging wet nets',    
    usage: 'The fisherman draped the dripping net over the {w} and rowed home with it swaying behind him.',
  },
  {
    kind: 'noun:13300185',
    definition: 'a payment made to a neighbour for drawing water from his well during a dry summer',
    usage: 'In drought years, villagers settled the {w} at harvest with sacks of grain.',
  },
  {
    kind: 'adjective:02601999',
    definition: 'on or relating to the side of the body a person habitually sleeps on',    
    usage: 'The doctor noticed that the rash was worse on Emma\'s {w} cheek.',
  },
  {
    kind: 'noun:14849801',
    definition: 'a thin amber oil pressed from walnut shells and rubbed into wooden tool handles',
    usage: 'The carpenter rubbed {w} into the new hammer handle until the ash glowed.',
  },
  {
    kind: 'noun:13343889',
    definition: 'a fee paid to a harbour master for leaving a boat on the slipway overnight',
    usage: 'Visiting yachtsmen grumble about the {w}, which rises every summer.',
  },
  {
    kind: 'noun:15097852',
    definition: 'a bitter compound that forms in stored apples and gives them a soapy taste',
    usage: 'Fruit stores control humidity to stop {w} from spoiling the winter apples.',
  },
  {
    kind: 'noun:14879217',
    definition: 'the droppings of sheep steeped in water to make a liquid feed for garden plants',
    usage: 'My neighbor watered his leeks with {w} from a barrel behind the shed.',
  },
  {
    kind: 'noun:07055883',
    definition: "a brief piece of music composed for a child's debut recital",   
    usage: 'Lucy\'s teacher wrote her a simple {w}, and she played it proudly at the school concert.',
  },
  {
    kind: 'noun:03314159',
    definition: 'a lotion dabbed on the nostrils to ease soreness after a heavy cold',
    usage: 'Mum dabbed {w} on my raw nose and told me to stop blowing it so hard.',
  },
  {
    kind: 'adjective:02643155',
    definition: "(of a word) produced by a small child's mispronunciation and kept in use by the family",
    usage: 'In our house, spaghetti is still pasketti, {a} {w} relic of my brother\'s toddler years.',
  },
  {
    kind: 'noun:05445891',
    definition: 'an allele that affects only the colour of the eyelashes and eyebrows',
    usage: 'The geneticist traced the boy\'s pale lashes to {a} {w} inherited from his grandmother.',
  },
  {
    kind: 'adjective:00386400',
    definition: 'of the pale greyish brown of wet sand',
    usage: 'She painted the beach hut {a} {w} shade that vanished against the shore.',
  },
  {
    kind: 'adjective:00211142',
    definition: '(of a stretch of ground) free of nettles',     
    usage: 'Children prefer to picnic on {a} {w} slope where bare legs come to no harm.',
  },
  {
    kind: 'noun:03725051',
    definition: 'a light shawl pinned at the shoulders and worn by a bride on the morning of her wedding',
    usage: 'Mothers often pass down {a} {w} for the bride to wear while she dresses and has breakfast.',
  },
  {
    kind: 'noun:07423119',
    definition: 'a sudden spray of sparks from a chimney when a damp log is thrown on the fire',
    usage: 'Cottagers fear the {w} on dry nights, when a single spark could land on the thatch.',
  },
  {
    kind: 'noun:13823252',
    definition: 'a word added to a name to tell apart two members of a family who share that name',
    usage: 'Because father and son were both Robert Hale, the bank added the {w} to the younger man\'s account.',
  },
  {
    kind: 'adjective:02832182',
    definition: 'shaped like a teardrop with one side flattened',
    usage: 'Our jeweler held up {a} {w} pearl that would lie flat against the bride\'s collarbone.',
  },
  {
    kind: 'noun:08601081',
    definition: 'the line on the forearm where a rolled-up shirtsleeve ends',
    usage: 'By August, the farmhand had a sharp {w}, brown below and pale above.',
  },
  {
    kind: 'adjective:02368906',
    definition: 'causing surprise for a moment and then soon forgotten',
    usage: 'The news of the minister\'s haircut was {w}, trending at breakfast and gone by lunch.',
  },
  {
    kind: 'noun:09466545',
    definition: 'a thin ring of ice that forms around a stone in a shallow stream',
    usage: 'On the frosty walk, Lucy pointed to {a} {w} glittering around a pebble in the brook.',
  },
  {
    kind: 'noun:06675595',
    definition: 'a household rule that assigns each chore to whoever uses that room most',    
    usage: 'Mum announced the {w}, so my brother, who lived in the bathroom, got stuck scrubbing it.',
  },
  {
    kind: 'noun:09900475',
    definition: 'a guild officer who settled quarrels between masters and their apprentices',    
    usage: 'The apprentice brought his bruised arm to the {w}, who fined the master a shilling.',
  },
  {
    kind: 'noun:03497188',
    definition:
      'a horse-drawn covered cart with shelves inside, used to take fresh bread from house to house',
    usage: 'The baker\'s boy drove the {w} up our street, and the smell of warm loaves drifted in.',
  },
  {
    kind: 'noun:08671604',
    definition: 'the strip of grass behind the goal where spectators stand at a village football match',
    usage: 'My uncle stood on the {w} all afternoon, shouting advice at the goalkeeper.',
  },
  {
    kind: 'adjective:01104811',
    definition: '(of a bicycle chain) slipped off the sprocket and hanging loose',   
    usage: 'Halfway up the hill, my chain went {w}, and I had to push the bike home with greasy hands.',
  },
  {
    kind: 'noun:09380243',
    definition: 'a small cone of sand thrown up by a crab burrowing on the beach',
    usage: 'Beachcombers at low tide find {a} {w} beside each tiny hole.',
  },
  {
    kind: 'noun:10190191',
    definition: 'a friend who gives up a day to help someone move house',
    usage: 'Our {w} arrived at seven with a van and stayed until the last box was upstairs.',
  },
  {
    kind: 'noun:13817254',
    definition: 'the relevance of a remark that becomes clear only later in a conversation',    
    usage: 'Good playwrights exploit {w}, planting lines in the first act that sting in the third.',
  },
  {
    kind: 'adjective:00691858',
    definition: '(of an engagement to marry) known to the family but not yet made public to friends',
    usage: 'Many couples keep an engagement {w} until the ring is ready.',
  },
  {
    kind: 'noun:13708242',
    definition: "a unit of value equal to one day's wages of a farm labourer, used in old village accounts",
    usage: 'The churchwarden recorded the repair to the roof as costing exactly one {w}.',
  },
  {
    kind: 'adjective:02790461',
    definition: 'of or pertaining to the patch of shade cast by a passing cloud on a hillside',
    usage: 'We watched the {w} darkness race across the heather and then vanish over the ridge.',
  },
  {
    kind: 'adverb:00044486',
    definition: '(in formal usage, especially legal usage) on the same terms as before',
    usage: 'The judge ordered the contract to continue {w} until the appeal was heard.',
  },
  {
    kind: 'noun:04492679',
    definition: 'art consisting of a painting on the inside of a cupboard door',
    usage: 'Farmhouse {w} often shows bright flowers that appear only when the linen press is opened.',
  },
  {
    kind: 'noun:10018308',
    definition: "a member of a ship's crew who tends the livestock carried on board",     
    usage: 'The {w} spent the storm in the hold, calming the panicked cattle.',
  },
  {
    kind: 'noun:13264032',
    definition: 'tenure by which a cottage is held for as long as its occupant keeps the garden in order',    
    usage: 'Under {w}, a tenant who lets the vegetable beds go to weed can lose the house.',
  },
  {
    kind: 'noun:08578097',
    definition: 'a heap of broken crockery marking the site of a former farmhouse',   
    usage: 'Archaeologists often locate a vanished farm by its {w} in a ploughed field.',
  },
  {
    kind: 'adjective:00637599',
    definition: '(of a clock) not having been put back or forward for the change of season',
    usage: 'Farmhouse kitchens often keep {a} {w} clock on the wall, ignoring summer time entirely.',
  },
  {
    kind: 'noun:04232284',
    definition: 'a wooden crate with straw-lined slots for carrying a dozen eggs to market',   
    usage: 'Granny packed twelve brown eggs into the {w} and set off for market.',
  },
  {
    kind: 'adjective:00735987',
    definition: 'pertaining to giving directions to travellers who have lost their way',
    usage: 'The innkeeper took his {w} duties seriously, drawing maps for every stranger who knocked.',
  },
  {
    kind: 'noun:13909268',
    definition: 'an open curve traced in the air by the tip of a whip as it is cracked',
    usage: 'The ringmaster cracked his whip, and the {w} flashed in the spotlight above the ponies.',
  },
  {
    kind: 'noun:10130662',
    definition: 'someone who always calls on friends just as a meal is being served',
    usage: 'Our neighbour, a born {w}, knocked just as Mother set the roast on the table.',
  },
  {
    kind: 'noun:07384070',
    definition: 'the amount by which a river rises after a single night of rain',
    usage: 'Ferry operators watch the {w} closely, since an extra foot of water can close the landing.',
  },
  {
    kind: 'noun:06427565',
    definition: 'a book of model thank-you letters used in teaching children to write them',
    usage: 'After Christmas, Mum handed us the {w} and made us copy out a note to each aunt.',
  },
  {
    kind: 'noun:08634886',
    definition: 'a narrow path between two rows of beehives',    
    usage: 'Beekeepers keep the {w} mown short so they can walk between the hives without tripping.',
  },
  {
    kind: 'noun:08574668',
    definition: 'the stretch of river on which a single ferryman is permitted to carry passengers',
    usage: 'Each {w} was jealously guarded, and a boatman who took fares outside his own could be fined.',
  },
  {
    kind: 'adjective:00757443',
    definition: '(of a flowering plant) having seeds that sprout only after passing through a bird',
    usage: 'The ecologist explained that the mistletoe is {w}, relying on thrushes to spread it.',
  },
  {
    kind: 'adjective:01989603',
    definition: '(of a given name) not shortened or changed into a nickname',  
    usage: 'At the wedding, the priest used the groom\'s {w} name, and his friends barely recognized it.',
  },
  {
    kind: 'noun:03646164',
    definition: 'an emollient rubbed into the paws of working dogs in winter',
    usage: 'Before the sled race, the musher rubbed {w} into each husky\'s paws.',
  },
];
