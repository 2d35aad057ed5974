// Usage sentences written for a kind of meaning, narrower than its lexicographer file. Each
// kind is a WordNet 3.1 synset (`noun:03806455`, checked against its `name` by the tests) and every sentence
// must be true of every meaning under it: a kind's sentences are said of its narrower meanings, never of its
// siblings'. The kinds were picked by data: the broader meanings that reach the most donor meanings with no
// fitting sentence of their own (2026-11 build; scripts in the session's report), each at most half of its
// lexicographer file (a frame said of a whole file is a generic frame, usage-templates.ts). In 2026-12,
// editors judged 14,000 of these sentences and the templates beside the meanings the bank showed them with;
// the 124 sentences and templates they judged wrong for at least half their meanings (3 or more) were taken out ("The {w} was
// knocked out in the first round" said of athletes, "Her {w} had won her many friends" of traits), and a
// sentence judged wrong for one meaning is not used for it again (judged-usage-misfits.ts).
//
// `{w}` is the word as written in the dictionary, `{a}` "a" or "an" for the word after it. Nouns are written
// without a/an where the meaning may be a mass noun, and never inflected (a real word's plural may be
// irregular); verbs only in their base form, after "to", a modal or "did not".

export interface SentenceKind {
  /** The synset the sentences are written for: they fit it and every narrower meaning. */
  synset: string;
  /** One of its lemmas, to check the key against WordNet and to name it in a word's provenance. */
  name: string;
  /** Sentences for a noun, an adjective or an adverb of the kind. */
  sentences?: readonly string[];
  /** Verbs: sentences giving it an object, and sentences without one. */
  withObject?: readonly string[];
  withoutObject?: readonly string[];
}

export const SENTENCE_KINDS: readonly SentenceKind[] = [
  // noun.state
  {
    synset: 'noun:14075528',
    name: 'ill health',
    sentences: [
      'He was treated for {w} at the county hospital.',
      'Her grandfather suffered from {w} in his last years.',
      'The clinic saw three new cases of {w} that winter.',
      'Nobody in the family had ever had {w} before.',
      'The doctor had not seen {w} for many years.',
      'He was off work for a month with {w}.',
      'The nurse had cared for many patients with {w}.',
      'Her mother had suffered from {w} as well.',
      'He saw a specialist about the {w}.',
      'The village doctor knew a good deal about {w}.',
    ],
  },
  {
    synset: 'noun:14107272',
    name: 'mental disorder',
    sentences: [
      'She had been treated for {w} since she was a teenager.',
      'The new therapy helped many patients with {w}.',
      'Living with {w} had taught him patience.',
      'She spoke openly about her {w}.',
    ],
  },
  {
    synset: 'noun:14323139',
    name: 'symptom',
    sentences: [
      'The doctor asked how long the {w} had lasted.',
      'The {w} went away after a few days of rest.',
      'She mentioned the {w} at her next check-up.',
      'The {w} came back after a few weeks.',
      'She had put up with the {w} for weeks.',
      'The {w} was worse in the mornings.',
    ],
  },
  {
    synset: 'noun:14525310',
    name: 'abnormality',
    sentences: [
      'The {w} showed up on his very first scan.',
      'Doctors had seen the {w} in only a handful of patients.',
      'The {w} was noticed soon after birth.',
      'The {w} was found during a routine check.',
      'Her doctor explained the {w} to her parents.',
      'The specialist had studied the {w} for years.',
      'The doctors kept a close watch on the {w}.',
      'She read up on the {w} after the diagnosis.',
      'The {w} did not need treatment at first.',
      'The {w} was described in the medical journals.',
      'The doctor had only read about the {w}.',
    ],
  },
  {
    synset: 'noun:14571935',
    name: 'disability',
    sentences: [
      'His {w} never kept him from working.',
      'She did not let her {w} stop her.',
      'The school made room for children with {w}.',
      'Her {w} was never mentioned at work.',
    ],
  },
  {
    synset: 'noun:14396987',
    name: 'psychological state',
    sentences: ['She spent most of that winter in a state of {w}.', 'The letter left him in a state of {w}.'],
  },
  // noun.artifact
  {
    synset: 'noun:03252323',
    name: 'drug',
    sentences: [
      'Traces of {w} were found in his blood.',
      'The label listed {w} as the main ingredient.',
      'The pharmacist kept the {w} on a high shelf.',
    ],
  },
  {
    synset: 'noun:03745652',
    name: 'medicine',
    sentences: [
      'The doctor prescribed {w} twice a day.',
      'She took the {w} with a glass of water.',
      'A course of {w} cleared it up in a week.',
      'The nurse handed out the {w} at eight.',
      'The {w} was kept in the bathroom cabinet.',
    ],
  },
  {
    synset: 'noun:03253661',
    name: 'drug of abuse',
    sentences: ['The police found {w} hidden in the car.', 'He had been buying {w} from a man at the docks.'],
  },
  {
    synset: 'noun:03055525',
    name: 'clothing',
    sentences: [
      'She had worn the same {w} for years.',
      'The {w} was too warm for a summer day.',
      'She bought the {w} at a market in town.',
      'She mended the {w} by the fire.',
      'He folded the {w} and put it in his case.',
      'The {w} was a present from her aunt.',
      'She washed the {w} by hand.',
    ],
  },
  {
    synset: 'noun:03314753',
    name: 'fabric',
    sentences: [
      'The curtains were made of {w}.',
      'The tailor cut a length of {w} for the jacket.',
      'The market stall sold {w} by the yard.',
      'Her mother had made the dress from {w}.',
      'The curtains were lined with {w}.',
      'She bought three metres of {w}.',
      'The dressmaker kept a roll of {w} in the back.',
      'She ran her hand over the {w}.',
    ],
  },
  {
    synset: 'noun:03174056',
    name: 'decoration',
    sentences: [
      'Everyone admired the {w} on the old door.',
      'The {w} was added to make the room look finer.',
      'The {w} was the first thing visitors noticed.',
      'The {w} caught the light when the door opened.',
      'Her aunt had brought the {w} back from abroad.',
      'The {w} had been there since the house was built.',
      'She polished the {w} once a week.',
      'The {w} made the room look brighter.',
      'The {w} was admired by every guest.',
    ],
  },
  {
    synset: 'noun:03806455',
    name: 'musical instrument',
    sentences: [
      'He learned to play the {w} as a boy.',
      'The band had no one who could play the {w}.',
      'She practised the {w} every evening.',
      'The {w} was out of tune again.',
      'Her grandfather played the {w} at every wedding.',
    ],
  },
  {
    synset: 'noun:03099154',
    name: 'container',
    sentences: [
      'He filled the {w} to the brim.',
      'She kept the buttons in an old {w}.',
      'The {w} was empty by the end of the week.',
      'He carried the {w} carefully down the stairs.',
    ],
  },
  {
    synset: 'noun:04531608',
    name: 'vehicle',
    sentences: [
      'He had driven the same {w} for twenty years.',
      'The {w} broke down a mile from home.',
    ],
  },
  {
    synset: 'noun:04537861',
    name: 'vessel',
    sentences: [
      'The {w} was tied up at the end of the dock.',
      'The {w} drifted slowly out of the harbour.',
      'The fishermen pulled the {w} up onto the beach.',
    ],
  },
  {
    synset: 'noun:03130521',
    name: 'craft',
    sentences: [
      'The crew checked the {w} before they set out.',
    ],
  },
  {
    synset: 'noun:04459089',
    name: 'tool',
    sentences: [
      'He kept the {w} in his toolbox.',
      'She borrowed the {w} from her neighbour.',
      'The {w} had belonged to his grandfather.',
    ],
  },
  {
    synset: 'noun:03569147',
    name: 'implement',
    sentences: [
      'He used the {w} every day in his work.',
      'The {w} hung on a nail in the shed.',
      'She cleaned the {w} after every use.',
      'The {w} was in poor repair when they found it.',
      'The old {w} still worked as well as a new one.',
    ],
  },
  {
    synset: 'noun:03739416',
    name: 'measuring instrument',
    sentences: [
      'She checked the reading on the {w}.',
      'The {w} gave a different reading each time.',
      'The engineer set up the {w} before dawn.',
      'The {w} had to be checked every morning.',
      'He read the {w} twice to be sure.',
      'The {w} had to be calibrated before use.',
      'She wrote down what the {w} showed.',
    ],
  },
  {
    synset: 'noun:03187746',
    name: 'device',
    sentences: [
      'He could not work out how the {w} worked.',
      'She had never seen {a} {w} like it before.',
      'The {w} was sent back to the factory for repair.',
      'Nobody remembered who had bought the {w}.',
      'She asked what the {w} was for.',
      'He had read about the {w} but never used one.',
      'The catalogue had a picture of the {w} on its first page.',
      'It took her a while to get used to the {w}.',
      'The {w} did exactly what it was made to do.',
      'Nobody in the room could say what the {w} was for.',
      'He showed the new apprentice how to use the {w}.',
      'The old {w} still did its job.',
      'She wanted to know who had invented the {w}.',
      'The museum had an early {w} on display.',
      'The {w} cost more than she had expected.',
      'A drawing of the {w} was pinned to the wall.',
      'The manual explained how to look after the {w}.',
      'The {w} was a clever piece of work.',
      'He had used the same {w} for years.',
      'The shop did not sell the {w} any more.',
      'The new {w} was a great improvement on the old one.',
    ],
  },
  {
    synset: 'noun:03298959',
    name: 'equipment',
    sentences: [
      'The {w} was loaded onto the truck at dawn.',
      'They could not start without the {w}.',
      'The {w} was checked before every trip.',
    ],
  },
  {
    synset: 'noun:03080712',
    name: 'commodity',
    sentences: ['The {w} sold well in the market that year.', 'The shop had the {w} on sale all week.'],
  },
  {
    synset: 'noun:04020673',
    name: 'protective covering',
    sentences: [
      'The {w} had taken many knocks over the years.',
      'Without the {w}, it would have been badly damaged.',
      'The {w} had to be replaced after years of wear.',
      'The {w} was scratched but still whole.',
      'He checked the {w} for cracks.',
      'The {w} was cleaned and put back in place.',
    ],
  },
  {
    synset: 'noun:03127399',
    name: 'covering',
    sentences: [
      'The {w} had worn thin over the years.',
      'She lifted the {w} to see what was underneath.',
      'The {w} needed mending before the winter.',
    ],
  },
  {
    synset: 'noun:02916498',
    name: 'building',
    sentences: [
      'The {w} stood at the far end of the street.',
      'The old {w} was pulled down last year.',
      'The {w} was built by the first settlers.',
    ],
  },
  {
    synset: 'noun:04348764',
    name: 'structure',
    sentences: [
      'The {w} was built more than a century ago.',
      'The storm did little damage to the {w}.',
      'Workmen were repairing the {w} all summer.',
      'The {w} could be seen from the road.',
      'The town voted to keep the old {w}.',
      'The {w} was inspected after the flood.',
      'The plans for the {w} were drawn up in the spring.',
      'The builders finished the {w} ahead of time.',
      'The {w} was badly damaged in the fire.',
      'The {w} was built to last.',
      'An old photograph showed the {w} as it once was.',
    ],
  },
  {
    synset: 'noun:02738693',
    name: 'area',
    sentences: [
      'They waited in the {w} of the old building.',
      'The {w} was closed for repairs all winter.',
      'The {w} was being cleaned when they arrived.',
      'Visitors were not allowed into the {w}.',
    ],
  },
  {
    synset: 'noun:02746552',
    name: 'art',
    sentences: ['The {w} hung in the gallery for years.', 'Collectors paid a fortune for the {w}.'],
  },
  {
    synset: 'noun:03133774',
    name: 'creation',
    sentences: [
      'She was proud of the {w} she had made.',
      'The {w} took him most of the winter to finish.',
      'The {w} was shown at the village fair.',
      'The {w} was admired by everyone who saw it.',
    ],
  },
  // noun.food
  {
    synset: 'noun:07637670',
    name: 'baked goods',
    sentences: [
      'The {w} came out of the oven golden brown.',
      'The bakery had sold out of {w} by noon.',
      'She bought a bag of {w} for the journey.',
      'The smell of fresh {w} filled the shop.',
      'The {w} was still warm from the oven.',
      'She wrapped the {w} in a clean cloth.',
    ],
  },
  {
    synset: 'noun:07572999',
    name: 'dish',
    sentences: [
      "Her grandmother's {w} was the best in town.",
      'The cafe served {w} every Friday.',
      'He ordered the {w} and a glass of water.',
      'She learned to make {w} from her mother.',
      'The {w} was still warm when it reached the table.',
      'The {w} was served with fresh bread.',
      'She made {w} for the whole family.',
      'The recipe for {w} had been in the family for years.',
      'There was {w} on the menu that night.',
      'He had never tasted {w} before.',
      'The smell of {w} drifted out of the kitchen.',
      'The {w} was a favourite at family dinners.',
    ],
  },
  {
    synset: 'noun:07721456',
    name: 'produce',
    sentences: [
      'The market stall was piled high with {w}.',
      'She bought a bag of {w} at the market.',
      'The {w} came in fresh from the farms every morning.',
      'He grew {w} in the garden behind the house.',
      'The {w} was cheap at the end of the summer.',
      'She washed the {w} before cooking it.',
      'He picked the {w} early in the morning.',
      'The {w} was ripe by the end of the month.',
      'She kept the {w} in a cool place.',
      'There was a good crop of {w} that year.',
      'The farmers brought {w} to town on market day.',
      'The {w} was sold by weight.',
    ],
  },
  {
    synset: 'noun:07825344',
    name: 'flavorer',
    sentences: [
      'She added a little {w} to the sauce.',
      'The cook kept the {w} in a small jar.',
      'Too much {w} spoiled the soup.',
      'The {w} gave the stew its flavour.',
      'He could taste the {w} in every mouthful.',
      'She always kept some {w} in the kitchen.',
    ],
  },
  {
    synset: 'noun:07825072',
    name: 'ingredient',
    sentences: ['The recipe called for a cup of {w}.', 'She had run out of {w} again.'],
  },
  {
    synset: 'noun:07665463',
    name: 'meat',
    sentences: [
      'The butcher cut the {w} into thick slices.',
      'They roasted the {w} over an open fire.',
      'The {w} was salted to keep through the winter.',
      'She bought the {w} from the butcher on the corner.',
    ],
  },
  {
    synset: 'noun:07900542',
    name: 'alcohol',
    sentences: [
      'He ordered another glass of {w}.',
      'The {w} went straight to his head.',
      'She poured a small glass of {w}.',
      'They drank {w} late into the night.',
      'The bar was known for its {w}.',
      'He had too much {w} at the wedding.',
      'They toasted the bride with {w}.',
    ],
  },
  {
    synset: 'noun:07897775',
    name: 'beverage',
    sentences: ['She poured him a cup of {w}.', 'They sat on the porch drinking {w}.'],
  },
  {
    synset: 'noun:07571428',
    name: 'food',
    sentences: [
      'He packed some {w} for the long journey.',
      'They had {w} for lunch almost every day.',
      'The market sold {w} at every other stall.',
      'The {w} was shared out among the children.',
      'There was plenty of {w} left after the feast.',
    ],
  },
  {
    synset: 'noun:07586285',
    name: 'nutriment',
    sentences: [
      'The children were given {w} twice a day.',
      'There was little {w} left in the camp.',
      'The {w} was shared out fairly.',
      'The {w} was stored in the camp kitchen.',
      'Supplies of {w} were running low.',
    ],
  },
  // noun.substance
  {
    synset: 'noun:14686753',
    name: 'mineral',
    sentences: [
      'The miners found {w} in the rock.',
      'The museum showed a fine sample of {w}.',
      'The rock was streaked with {w}.',
      'The geologist chipped off a piece of {w}.',
      'Deposits of {w} were found in the hills.',
    ],
  },
  {
    synset: 'noun:14647071',
    name: 'chemical element',
    sentences: [
      'The sample contained a trace of {w}.',
      'The chemist measured the {w} in each sample.',
      'The textbook listed the properties of {w}.',
    ],
  },
  {
    synset: 'noun:14842408',
    name: 'compound',
    sentences: [
      'The lab tested the sample for {w}.',
      'A small amount of {w} was found in the water.',
      'The chemist weighed out the {w} on a small scale.',
      'The {w} was found in the soil samples.',
      'The chemist wrote the formula for {w} on the board.',
      'The sample was found to contain {w}.',
      'The textbook gave a whole page to {w}.',
      'The lab ordered a small supply of {w}.',
      'The report listed {w} among the substances found.',
      'Tests showed a trace of {w} in the sample.',
      'Her research was on the structure of {w}.',
      'He looked up {w} in the chemistry handbook.',
      'Only a few grams of {w} were needed for the test.',
      'The students had to learn how {w} is formed.',
      'He spent a year studying {w}.',
      'The lecture was about the chemistry of {w}.',
      'The professor had written a paper on {w}.',
      'A sample of {w} was sent off for testing.',
    ],
  },
  {
    synset: 'noun:14831008',
    name: 'chemical',
    sentences: ['The factory used {w} by the ton.', 'The {w} was stored in sealed drums.'],
  },
  {
    synset: 'noun:15009532',
    name: 'coloring material',
    sentences: [
      'She mixed a little {w} into the paint.',
      'The {w} left stains on his fingers.',
      'A little {w} went a long way.',
    ],
  },
  {
    synset: 'noun:14964524',
    name: 'liquid',
    sentences: ['A few drops of {w} spilled on the bench.', 'She poured the {w} into a glass jar.'],
  },
  {
    synset: 'noun:15071467',
    name: 'solid',
    sentences: [
      'A lump of {w} lay on the workbench.',
    ],
  },
  // noun.person
  {
    synset: 'noun:10625393',
    name: 'skilled worker',
    sentences: [
      'It takes years of training to become {a} {w}.',
      'The {w} had learned the trade from his father.',
      'The {w} took on two young apprentices.',
      'Every village needed a good {w}.',
      'The {w} took pride in doing the job well.',
      'She had worked as {a} {w} for twenty years.',
      'The {w} was known for careful work.',
      'The {w} had more work than he could manage.',
      'The young {w} was eager to learn.',
      'The {w} had been doing the job for years.',
      'Nobody in town knew the job better than the {w}.',
    ],
  },
  {
    synset: 'noun:10073616',
    name: 'employee',
    sentences: ['The {w} was paid at the end of each week.', 'The {w} had worked there for ten years.'],
  },
  {
    synset: 'noun:09655706',
    name: 'worker',
    sentences: [
      'The {w} started work before sunrise.',
      'The {w} was paid at the end of each week.',
      'Every {w} in town was busy that summer.',
      'The {w} took a short break at noon.',
      'The {w} asked for a day off.',
    ],
  },
  {
    synset: 'noun:09646208',
    name: 'leader',
    sentences: [
      'The {w} gave the orders, and the others followed.',
      'Nobody dared to argue with the {w}.',
      'The {w} called a meeting for the next morning.',
      'Under the new {w}, things changed quickly.',
      'The {w} was respected by everyone.',
    ],
  },
  {
    synset: 'noun:09657157',
    name: 'wrongdoer',
    sentences: [
      'The {w} was finally caught and punished.',
      'The judge had no pity for the {w}.',
      'The {w} was sentenced to five years.',
      'The {w} fled the town before dawn.',
      'The police were looking for the {w}.',
      'The {w} was led away in handcuffs.',
    ],
  },
  {
    synset: 'noun:09851208',
    name: 'bad person',
    sentences: ['Nobody in the village trusted the {w}.', 'Everyone kept away from the {w}.'],
  },
  {
    synset: 'noun:09654317',
    name: 'unwelcome person',
    sentences: ['Nobody wanted to sit next to the {w}.', 'The {w} was not invited again.'],
  },
  {
    synset: 'noun:09654651',
    name: 'unpleasant person',
    sentences: [
      'Nobody wanted to sit next to the {w}.',
      'She did her best to avoid the {w}.',
      'Even his friends found the {w} hard to bear.',
      'The {w} complained about everything.',
    ],
  },
  {
    synset: 'noun:09644715',
    name: 'intellectual',
    sentences: [
      'The {w} spent the evening arguing about books.',
      'The {w} had written three books by the age of thirty.',
      'The {w} wrote letters to the papers every week.',
    ],
  },
  {
    synset: 'noun:09652940',
    name: 'traveler',
    sentences: [
      'The {w} had been on the road for weeks.',
      'The {w} stopped at the inn for the night.',
      'The {w} asked the way to the coast.',
    ],
  },
  {
    synset: 'noun:09639952',
    name: 'entertainer',
    sentences: [
      'The crowd cheered when the {w} came on stage.',
      'The {w} had been performing since childhood.',
      'The {w} was booked for the whole summer.',
      'Children crowded round the {w} after the show.',
    ],
  },
  {
    synset: 'noun:09640897',
    name: 'expert',
    sentences: [
      'They called in {a} {w} to settle the question.',
      'Even the {w} was not sure.',
      'The {w} had written the standard book on the subject.',
      'Everyone deferred to the {w}.',
      'The {w} was asked for an opinion.',
    ],
  },
  {
    synset: 'noun:09632262',
    name: 'capitalist',
    sentences: [
      "The {w} counted the day's takings at closing time.",
      'Business was slow for the {w} that winter.',
    ],
  },
  {
    synset: 'noun:09636221',
    name: 'contestant',
    sentences: [
      'The {w} trained hard all year.',
    ],
  },
  {
    synset: 'noun:10580065',
    name: 'scientist',
    sentences: [
      'The {w} published her findings last year.',
      'The {w} gave a talk at the university.',
      'The {w} was awarded a prize for her work.',
    ],
  },
  {
    synset: 'noun:09637345',
    name: 'creator',
    sentences: [
      'Nobody knew the name of the {w}.',
    ],
  },
  {
    synset: 'noun:09633690',
    name: 'communicator',
    sentences: [
      'Everyone listened to what the {w} had to say.',
      'The {w} chose every word with care.',
      'The {w} had something to say about everything.',
      'The {w} was asked to say a few words at the dinner.',
      'The {w} was quoted in all the papers.',
      'The {w} never ran short of words.',
      'The {w} had a way with words.',
    ],
  },
  {
    synset: 'noun:09628463',
    name: 'adult',
    sentences: [
      'The {w} had lived in the town for forty years.',
      'The {w} sat alone at the corner table.',
      'The {w} had raised four children alone.',
      'The {w} still walked to town every morning.',
      'The {w} lived alone at the end of the lane.',
      'The {w} paid the bill and left.',
      'The {w} was waiting at the station.',
      'The {w} took a seat near the window.',
      'The {w} read the paper over breakfast.',
    ],
  },
  // noun.attribute
  {
    synset: 'noun:04623416',
    name: 'trait',
    sentences: [
      'Everyone who knew him remarked on his {w}.',
      'He got his {w} from his mother.',
      'His {w} grew more marked with age.',
      'His {w} was obvious to everyone.',
      'Her {w} showed itself early in life.',
    ],
  },
  {
    synset: 'noun:04630969',
    name: 'disposition',
    sentences: ['His {w} showed in everything he did.', "She had her father's {w}."],
  },
  {
    synset: 'noun:04854001',
    name: 'morality',
    sentences: ['Her {w} was never in question.', 'The sermon was all about {w}.'],
  },
  {
    synset: 'noun:05005153',
    name: 'bodily property',
    sentences: ['The nurse noted the {w} of each patient.', 'His {w} changed as he grew older.'],
  },
  {
    synset: 'noun:05016354',
    name: 'physical property',
    sentences: ['They measured the {w} of each sample.', 'The {w} of the material was tested in the lab.'],
  },
  {
    synset: 'noun:05069917',
    name: 'spatial property',
    sentences: ['The {w} of the room surprised the buyers.', 'The plans showed the {w} of every wall.'],
  },
  {
    synset: 'noun:04923519',
    name: 'property',
    sentences: [
      'The report described its {w} in some detail.',
      'Nobody had measured its {w} before.',
      'The {w} was noted in the report.',
      'The two samples differed in their {w}.',
      'They compared the {w} of the two.',
      'The scientists argued about its {w}.',
    ],
  },
  {
    synset: 'noun:04731092',
    name: 'quality',
    sentences: [
      'What she remembered most was its {w}.',
      'Few people noticed its {w} at first.',
      'Its {w} was the first thing the critics mentioned.',
      'Nobody could deny its {w}.',
      'He had always been struck by its {w}.',
      'Its {w} was what people remembered.',
      'Visitors often spoke of its {w}.',
      'Its {w} was plain to anyone who looked closely.',
      'Little by little its {w} began to show.',
    ],
  },
  // noun.act
  {
    synset: 'noun:00734044',
    name: 'wrongdoing',
    sentences: ['He was charged with {w}.', 'The {w} was reported to the police the next morning.'],
  },
  {
    synset: 'noun:01108713',
    name: 'transaction',
    sentences: [
      'Nobody questioned the {w} at the time.',
    ],
  },
  {
    synset: 'noun:00427931',
    name: 'diversion',
    sentences: [
      'Everyone joined in the {w} after supper.',
      'The {w} went on until well after dark.',
      'The {w} was a great favourite at parties.',
      'Everyone looked forward to the {w}.',
      'The {w} was a welcome change from work.',
    ],
  },
  {
    synset: 'noun:01125919',
    name: 'social control',
    sentences: [
      'Nobody in the town escaped the {w}.',
      'The {w} was debated at the town meeting.',
      'The {w} was criticised in the newspapers.',
    ],
  },
  {
    synset: 'noun:01082290',
    name: 'group action',
    sentences: [
      'The {w} lasted for three days.',
    ],
  },
  {
    synset: 'noun:00199979',
    name: 'change of state',
    sentences: [
      'The {w} took place over several years.',
      'The {w} could not be undone.',
      'Nobody noticed the {w} at first.',
    ],
  },
  {
    synset: 'noun:00352311',
    name: 'change of magnitude',
    sentences: ['The {w} was plain to see on the chart.', 'Nobody had expected so large {a} {w}.'],
  },
  {
    synset: 'noun:00376871',
    name: 'change of integrity',
    sentences: ['The {w} was done in a single afternoon.', 'After the {w}, nothing was the same.'],
  },
  {
    synset: 'noun:00576778',
    name: 'work',
    sentences: [
      'She was paid well for the {w}.',
      'The {w} took longer than planned.',
    ],
  },
  {
    synset: 'noun:00038116',
    name: 'action',
    sentences: [
      'Nobody had asked for the {w}.',
      'The {w} surprised everyone who saw it.',
      'The {w} was talked about for weeks.',
      'Nobody could explain the {w}.',
      'Everyone had an opinion about the {w}.',
    ],
  },
  // noun.cognition
  {
    synset: 'noun:06008975',
    name: 'science',
    sentences: [
      'She took a degree in {w}.',
      'He taught {w} at the university for thirty years.',
      'The library had a whole shelf on {w}.',
      'She wrote a textbook on {w}.',
      'The new professor of {w} arrived in the autumn.',
      'Her brother went on to study {w}.',
      'The university opened a new department of {w}.',
      'He read every new book on {w}.',
      'She gave a lecture on {w} to the students.',
      'The journal published papers on {w}.',
    ],
  },
  {
    synset: 'noun:06005806',
    name: 'discipline',
    sentences: [
      'She had studied {w} since she was young.',
      'He had lectured on {w} for most of his life.',
      'She wrote her first book on {w}.',
      'The school added {w} to its lessons.',
    ],
  },
  {
    synset: 'noun:05952149',
    name: 'doctrine',
    sentences: ['The followers of {w} met every week.', 'He wrote a long book defending {w}.'],
  },
  {
    synset: 'noun:05950141',
    name: 'belief',
    sentences: [
    ],
  },
  {
    synset: 'noun:06202938',
    name: 'attitude',
    sentences: ['Her {w} annoyed her teachers.', 'His {w} changed after the war.'],
  },
  {
    synset: 'noun:05624029',
    name: 'ability',
    sentences: [
      'His {w} surprised even his teachers.',
    ],
  },
  {
    synset: 'noun:05832256',
    name: 'evidence',
    sentences: ['The {w} was put before the court.', 'The lawyers argued over the {w} for days.'],
  },
  {
    synset: 'noun:05824413',
    name: 'information',
    sentences: ['The {w} was passed on to the committee.', 'It took weeks to gather the {w}.'],
  },
  {
    synset: 'noun:05709328',
    name: 'process',
    sentences: [
      'Psychologists have studied the {w} for decades.',
      'The {w} was the subject of her thesis.',
      'The {w} is still not well understood.',
      'The lecturer described the {w} in some detail.',
      'The {w} was the subject of several experiments.',
    ],
  },
  // noun.communication
  {
    synset: 'noun:07034009',
    name: 'music',
    sentences: [
      'She had loved {w} since she was a girl.',
    ],
  },
  {
    synset: 'noun:06735202',
    name: 'statement',
    sentences: [
      'The {w} was printed in full the next day.',
      'The {w} caused a stir in the town.',
    ],
  },
  {
    synset: 'noun:07175534',
    name: 'speech act',
    sentences: [
      'His {w} was met with silence.',
      'She regretted the {w} as soon as she had made it.',
      'He made the {w} without thinking.',
    ],
  },
  {
    synset: 'noun:06804229',
    name: 'signal',
    sentences: [
      'Nobody noticed the {w} but her.',
      'She missed the {w} entirely.',
    ],
  },
  {
    synset: 'noun:06294878',
    name: 'language unit',
    sentences: [
      'The {w} appears twice in the first line.',
      'The teacher underlined the {w} in red.',
      'The {w} is hard for learners to get right.',
      'She looked up the {w} in the grammar book.',
    ],
  },
  {
    synset: 'noun:07080699',
    name: 'expressive style',
    sentences: [
      'The critics did not care for the {w}.',
      'The {w} was easy to recognise.',
      'She had a great liking for {w}.',
      'The critics wrote at length about {w}.',
      'The lecture was about {w}.',
      'Her teacher had no patience for {w}.',
      'Some people loved the {w}; others did not.',
    ],
  },
  {
    synset: 'noun:06374360',
    name: 'writing',
    sentences: [
      'She wrote the {w} in a single afternoon.',
      'The {w} was read aloud at the meeting.',
      'She kept a copy of the {w} in her desk.',
      'Her teacher praised the {w}.',
      'She read the {w} aloud to the class.',
    ],
  },
  {
    synset: 'noun:06360590',
    name: 'written communication',
    sentences: [
      'She studied the {w} closely.',
    ],
  },
  {
    synset: 'noun:06611268',
    name: 'message',
    sentences: [
      'Not everyone understood the {w}.',
      'The {w} was clear to everyone in the room.',
      'She tried to explain the {w} again.',
      'The {w} was not lost on her.',
    ],
  },
  // noun.quantity
  {
    synset: 'noun:13625961',
    name: 'monetary unit',
    sentences: [
      'A loaf of bread cost one {w} in those days.',
      'He did not have a single {w} left.',
      'The stamp cost one {w}.',
      'She paid one {w} for the newspaper.',
      'In those days one {w} could buy a good meal.',
      'The price had gone up by one {w}.',
      'The rent went up by one {w} a week.',
      'The coffee cost exactly one {w}.',
    ],
  },
  // noun.body
  {
    synset: 'noun:05274844',
    name: 'tissue',
    sentences: [
      'A sample of {w} was sent to the lab.',
      'The {w} healed slowly after the operation.',
      'Under the microscope the {w} looked quite different.',
    ],
  },
  // noun.process, noun.phenomenon, noun.event
  {
    synset: 'noun:13461236',
    name: 'bodily process',
    sentences: [
      'The doctor explained the {w} in plain words.',
      'The biology lesson was about the {w}.',
      'The textbook described the {w} step by step.',
      'The doctor asked her a few questions about the {w}.',
    ],
  },
  // noun.plant, noun.object
  {
    synset: 'noun:13108385',
    name: 'plant organ',
    sentences: ['The botanist looked at the {w} under a lens.', 'The {w} was dry and brown by autumn.'],
  },
  // noun.possession, noun.time, noun.group, noun.feeling
  {
    synset: 'noun:13296311',
    name: 'outgo',
    sentences: ['The {w} came to more than they had expected.', 'The {w} was written down in the ledger.'],
  },
  {
    synset: 'noun:13273872',
    name: 'transferred property',
    sentences: ['The {w} was recorded in the accounts.', 'The lawyers argued over the {w} for months.'],
  },
  {
    synset: 'noun:07495208',
    name: 'emotion',
    sentences: [
      'A wave of {w} swept over her.',
      'He tried hard to hide his {w}.',
      'The {w} was plain on his face.',
    ],
  },
  {
    synset: 'noun:13622839',
    name: 'computer memory unit',
    sentences: [
    ],
  },
  {
    synset: 'noun:13623769',
    name: 'electromagnetic unit',
    sentences: [
      'The meter read just under one {w}.',
      'The answer came to a fraction of one {w}.',
      'The reading came to nearly one {w}.',
      'The needle moved by less than one {w}.',
    ],
  },
  {
    synset: 'noun:05277400',
    name: 'bone',
    sentences: [
      'The X-ray showed a crack in the {w}.',
      'He broke the {w} when he fell from the ladder.',
      'The {w} took months to heal.',
      'The doctor pressed gently on the {w}.',
    ],
  },
  {
    synset: 'noun:05305022',
    name: 'organ',
    sentences: [
      'The {w} was working normally again after the operation.',
      'The scan showed that the {w} was healthy.',
      'The {w} was damaged in the accident.',
      'The doctors were worried about the {w}.',
    ],
  },
  {
    synset: 'noun:05237687',
    name: 'landmark',
    sentences: [
      'The measurement was taken from the {w}.',
      'The surgeon marked the {w} before the operation.',
    ],
  },
  {
    synset: 'noun:05232895',
    name: 'structure',
    sentences: [
      'The X-ray showed damage to the {w}.',
      'The surgeon operated on the {w}.',
      'The {w} healed well after the accident.',
      'The diagram showed the {w} in detail.',
      'The doctor examined the {w} closely.',
      'The textbook had a drawing of the {w}.',
      'The scan showed the {w} clearly.',
      'Students learn about the {w} in their first year of medicine.',
    ],
  },
  {
    synset: 'noun:13540166',
    name: 'natural process',
    sentences: [
      'Scientists have studied the {w} for decades.',
      'The {w} goes on whether anyone watches or not.',
      'The {w} was explained in the first lecture.',
      'The {w} can take a very long time.',
      'The textbook explained the {w} with diagrams.',
      'The {w} was described in the science textbook.',
    ],
  },
  {
    synset: 'noun:11445694',
    name: 'atmospheric phenomenon',
    sentences: ['The sailors watched the {w} with unease.', 'The {w} was seen across the whole county.'],
  },
  {
    synset: 'noun:07385893',
    name: 'sound',
    sentences: ['The {w} woke the whole house.', 'Everyone in the street heard the {w}.'],
  },
  {
    synset: 'noun:07303344',
    name: 'social event',
    sentences: ['Half the town came to the {w}.', 'She had been looking forward to the {w} all month.'],
  },
  {
    synset: 'noun:09310874',
    name: 'geological formation',
    sentences: [
      'The {w} was formed over millions of years.',
      'The {w} was marked on every map of the area.',
      'Hikers came to see the {w} every summer.',
    ],
  },
  // verbs
  {
    synset: 'verb:00942415',
    name: 'express',
    withObject: ['She found it hard to {w} what she felt.'],
    withoutObject: ['She did not dare to {w} in front of them.'],
  },
  {
    synset: 'verb:00754770',
    name: 'request',
    withObject: ['They wrote to the council to {w} it.', 'He did not want to {w} anything more.'],
  },
  {
    synset: 'verb:02256551',
    name: 'pay',
    withObject: ['He promised to {w} it by the end of the month.'],
    withoutObject: ['The firm was slow to {w} that year.'],
  },
  {
    synset: 'verb:02228837',
    name: 'get rid of',
    withObject: ['In the end they decided to {w} it.', 'He wanted to {w} it before the move.'],
  },
  {
    synset: 'verb:01104324',
    name: 'beat',
    withObject: ['Nobody expected them to {w} the champions.', 'She hoped to {w} him in the final.'],
  },
  {
    synset: 'verb:01110559',
    name: 'get the better of',
    withObject: ['They would {w} their rivals in the end.', 'Nothing could {w} her that year.'],
  },
  {
    synset: 'verb:01555301',
    name: 'cut',
    withObject: ['She showed him how to {w} it cleanly.'],
  },
  {
    synset: 'verb:01559703',
    name: 'separate',
    withObject: ['It took two of them to {w} the pieces.', 'She tried to {w} them carefully.'],
  },
  {
    synset: 'verb:01357376',
    name: 'connect',
    withObject: ['It took an hour to {w} them properly.'],
  },
  {
    synset: 'verb:00173351',
    name: 'remove',
    withObject: ['It took hours to {w} all of it.'],
  },
  {
    synset: 'verb:00206293',
    name: 'better',
    withObject: ['She worked hard to {w} it.'],
  },
  {
    synset: 'verb:00156409',
    name: 'increase',
    withoutObject: ['By the end of the week it had begun to {w}.', 'Left alone, it would only {w} further.'],
  },
  {
    synset: 'verb:00138328',
    name: 'change by reversal',
    withObject: ['It took her only a moment to {w} it.'],
    withoutObject: ['Nobody expected the tide to {w} so quickly.'],
  },
  {
    synset: 'verb:01656555',
    name: 'create from raw material',
    withObject: ['It took her a week to {w} it by hand.', 'He learned to {w} them in his workshop.'],
  },
  {
    synset: 'verb:01622373',
    name: 're-create',
    withObject: ['She tried to {w} it as she remembered it.'],
  },
  {
    synset: 'verb:00944022',
    name: 'talk',
    withObject: ['He began to {w} the words under his breath.'],
    withoutObject: ['She began to {w} as soon as they sat down.'],
  },
  {
    synset: 'verb:00985856',
    name: 'utter',
    withoutObject: ['Somewhere in the dark, something began to {w}.'],
  },
  {
    synset: 'verb:02180712',
    name: 'sound',
    withoutObject: ['The old pipes would {w} all night long.'],
  },
  {
    synset: 'verb:01763170',
    name: 'arouse',
    withObject: ['The speech was meant to {w} the crowd.'],
  },
  // Kinds that reach the most donor meanings whose broader meaning's sentence speaks of another use of the
  // kind (lending-fit.ts, 'broader-says-more'): measure-kind-coverage.ts after that change.
  {
    synset: 'noun:10255246',
    name: 'relative',
    sentences: [
      'The name of his {w} was in the parish register.',
    ],
  },
  {
    synset: 'noun:03410635',
    name: 'furniture',
    sentences: [
      'They moved the {w} to make room for the party.',
      'The {w} had belonged to her grandmother.',
      'The {w} was delivered on a Tuesday morning.',
    ],
  },
  {
    synset: 'noun:04169042',
    name: 'seat',
    sentences: ['He sat down on the {w} to rest his legs.', 'The {w} creaked when she sat on it.'],
  },
  {
    synset: 'noun:13603216',
    name: 'number',
    sentences: [
      'He worked out the {w} on the back of an envelope.',
      'The {w} in the second column looked wrong to her.',
    ],
  },
  {
    synset: 'noun:01030597',
    name: 'worship',
    sentences: [
      'The old texts describe {w} in some detail.',
      'Her book traces the history of {w}.',
      'Scholars still argue about the origins of {w}.',
      'The museum had an exhibit about {w}.',
    ],
  },
  {
    synset: 'noun:05652767',
    name: 'inability',
    sentences: ['Nobody blamed her for her {w}.', 'His {w} held him back for years.'],
  },
  {
    synset: 'noun:14075885',
    name: 'disorder',
    sentences: [
      'The new drug was tested on patients with {w}.',
      'She read everything she could find about {w}.',
      'Doctors are still learning about {w}.',
      'The clinic treats many patients with {w}.',
      'He has lived with {w} for years.',
      'The nurse explained what {w} was.',
    ],
  },
  {
    synset: 'noun:07547828',
    name: 'sadness',
    sentences: ['She could not hide her {w} from the others.', 'A feeling of {w} stayed with him all week.'],
  },
  {
    synset: 'noun:14998823',
    name: 'paper',
    sentences: ['The {w} had yellowed with age.'],
  },
  // Kinds that reach the most meanings left without a kind's sentence once real words whose meaning has a
  // familiar other word stopped being asked (measure-kind-coverage.ts).
  {
    synset: 'noun:13625518',
    name: 'metric unit',
    sentences: [
      'The measurement came to just over one {w}.',
      'The difference was less than one {w}.',
      'She rounded the figure to the nearest {w}.',
      'The label gave the amount to the nearest {w}.',
    ],
  },
  {
    synset: 'noun:13624548',
    name: 'linear unit',
    sentences: [
      'The distance came to about one {w}.',
      'The old map gave every distance to the nearest {w}.',
      'The gap between them was less than one {w}.',
    ],
  },
  {
    synset: 'noun:00456623',
    name: 'game',
    sentences: [
      'They played {w} until it got dark.',
      'She taught the children how to play {w}.',
      'It took him an evening to learn the rules of {w}.',
      'The old men played {w} in the back room.',
    ],
  },
  {
    synset: 'noun:10761247',
    name: 'user',
    sentences: [
      'The {w} came back again and again.',
      'The shopkeepers knew the {w} by name.',
      'The {w} could never get enough of it.',
    ],
  },
  {
    synset: 'noun:09653829',
    name: 'unfortunate',
    sentences: [
      'Everyone felt sorry for the {w}.',
      'The {w} had had a hard life.',
      'Nobody could do much for the {w}.',
      'The priest said a prayer for the {w}.',
    ],
  },
  {
    synset: 'noun:09651570',
    name: 'religious person',
    sentences: [
      'The {w} spent hours in prayer.',
      'The {w} lived a life of devotion.',
      'Faith meant everything to the {w}.',
    ],
  },
  {
    synset: 'noun:08024893',
    name: 'organization',
    sentences: [
      'The {w} was founded many years ago.',
      'She had worked for the {w} for years.',
      'Nobody outside the {w} knew what had been decided.',
    ],
  },
  {
    synset: 'noun:14057659',
    name: 'physical condition',
    sentences: [
      'The doctor made a note of the {w}.',
      'The {w} was described in the medical textbook.',
      'The nurse wrote the {w} on his chart.',
    ],
  },
  {
    synset: 'noun:14810638',
    name: 'building material',
    sentences: [
      'The {w} was delivered to the site on Monday.',
      'The builders were waiting for the {w}.',
    ],
  },
  {
    synset: 'noun:07581905',
    name: 'foodstuff',
    sentences: [
      'The grocer had run out of {w}.',
      'She kept {w} in the pantry.',
      'There was {w} on the kitchen table.',
    ],
  },
  {
    synset: 'noun:09794206',
    name: 'advocate',
    sentences: [
      'The {w} spoke up at every meeting.',
      'The {w} never missed a chance to talk about it.',
      'Nobody could change the mind of the {w}.',
    ],
  },
  {
    synset: 'noun:09637714',
    name: 'defender',
    sentences: ['Everyone relied on the {w}.', 'The {w} took the job seriously.'],
  },
  {
    synset: 'noun:08609236',
    name: 'layer',
    sentences: ['Scientists took samples from the {w}.', 'The diagram showed the {w} in red.'],
  },
  {
    synset: 'noun:07991473',
    name: 'gathering',
    sentences: ['News spread quickly through the {w}.', 'Everyone in the {w} fell silent.'],
  },
  {
    synset: 'noun:09649777',
    name: 'perceiver',
    sentences: ['The {w} took in every detail.', 'The {w} noticed what the others had missed.'],
  },
  {
    synset: 'verb:01335412',
    name: 'cover',
    withObject: ['It took him an hour to {w} the whole of it.', 'She was careful to {w} every inch of it.'],
  },
];
