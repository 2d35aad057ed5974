import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 1
// of 12.
export const REAL_WORD_USAGES_1: readonly WrittenUsage[] = [
  {
    word: 'abator',
    synset: 'noun:09773382',
    usage: 'The town appointed {a} {w} to deal with the stagnant ditch behind the tannery.',
  },
  {
    word: 'abbacy',
    synset: 'noun:08567939',
    usage: "The monastery's library tripled in size during the long {w} that followed the election.",
  },
  {
    word: 'abdicator',
    synset: 'noun:09774988',
    usage: 'The {w} spent his remaining years in a modest villa far from the capital.',
  },
  {
    word: 'abecedarian',
    synset: 'noun:09775119',
    usage: 'This gentle introduction to Latin grammar was written with the {w} in mind.',
  },
  {
    word: 'aberrant',
    synset: 'noun:09775224',
    usage: 'Society has seldom been kind to the {w}, however harmless his habits.',
  },
  {
    word: 'abience',
    synset: 'noun:09203513',
    usage: "The rat's {w} grew stronger with each mild shock delivered near the feeding tray.",
  },
  {
    word: 'ablate',
    synset: 'verb:00276265',
    usage: "The intense heat of reentry will {w} the outer layers of the capsule's shield.",
  },
  {
    word: 'abnegator',
    synset: 'noun:09773964',
    usage: 'The {w} lived on bread and water and slept on a bare wooden floor.',
  },
  {
    word: 'abrogate',
    synset: 'verb:02484173',
    usage: 'The new government moved to {w} the treaty signed by its predecessor.',
  },
  {
    word: 'abrogator',
    synset: 'noun:09776642',
    usage: 'The council served as the {w} of any bylaw that conflicted with the royal charter.',
  },
  {
    word: 'abscondment',
    synset: 'noun:00056453',
    usage: 'The {w} of the treasurer went unnoticed until the auditors arrived on Monday.',
  },
  {
    word: 'abutment',
    synset: 'noun:08638338',
    usage: 'Water seeped through the {w} where the old wall met the new extension.',
  },
  {
    word: 'acanthoma',
    synset: 'noun:14259149',
    usage: "The dermatologist removed the small {w} from the patient's forearm under local anaesthetic.",
  },
  {
    word: 'acariasis',
    synset: 'noun:14476532',
    usage: 'Farm workers who handle stored grain are at risk of {w}.',
  },
  {
    word: 'acaridiasis',
    synset: 'noun:14476532',
    usage: "The dog's scratching and hair loss led the vet to suspect {w}.",
  },
  {
    word: 'acariosis',
    synset: 'noun:14476532',
    usage: 'The poultry flock was treated for {w} after the birds began losing feathers.',
  },
  {
    word: 'acathexia',
    synset: 'noun:14037896',
    usage: 'The old medical text listed {w} among the complications of spinal injury.',
  },
  {
    word: 'accelerando',
    synset: 'noun:15289537',
    usage: 'The {w} in the final bars brought the audience to its feet.',
  },
  {
    word: 'acclimatization',
    synset: 'noun:13445816',
    usage: 'Climbers spend several days at base camp to allow for {w} before the summit push.',
  },
  {
    word: 'accommodator',
    synset: 'noun:10388865',
    usage: 'A willing {w}, the innkeeper found a spare bed for the stranded travellers.',
  },
  {
    word: 'accrete',
    synset: 'verb:00397231',
    usage: 'In orchids the stamens and style will {w} into a single structure called the column.',
  },
  {
    word: 'accusative',
    synset: 'noun:06322547',
    usage: 'In German, the masculine article changes from der to den in the {w}.',
  },
  {
    word: 'acephalia',
    synset: 'noun:14042912',
    usage: 'The ultrasound confirmed {w} in the acardiac twin, a rare complication of shared placentas.',
  },
  {
    word: 'acerbate',
    synset: 'verb:00271239',
    usage: 'Leaving the pith on the peel will {w} the marmalade beyond saving.',
  },
  {
    word: 'achondrite',
    synset: 'noun:09209825',
    usage: 'The {w} recovered from the Antarctic ice is thought to have come from Vesta.',
  },
  {
    word: 'achromatism',
    synset: 'noun:04965811',
    usage: 'The {w} of the winter landscape gave the photographs a stark, austere beauty.',
  },
  {
    word: 'acroanaesthesia',
    synset: 'noun:14051773',
    usage: 'Patients with diabetic {w} should have their feet examined at every clinic visit.',
  },
  {
    word: 'acroanesthesia',
    synset: 'noun:14051773',
    usage: 'Frostbite survivors sometimes suffer lasting {w} in their fingers and toes.',
  },
  {
    word: 'acromion',
    synset: 'noun:05287864',
    usage: 'The surgeon shaved a small spur from the underside of the {w} to relieve impingement.',
  },
  {
    word: 'acromyotonia',
    synset: 'noun:14569150',
    usage: "The neurologist noted {w} that had left the patient's fingers permanently clawed.",
  },
  {
    word: 'actin',
    synset: 'noun:14755513',
    usage: 'Muscle contraction depends on myosin heads pulling along filaments of {w}.',
  },
  {
    word: 'adactylia',
    synset: 'noun:14176285',
    usage: 'The infant was born with {w} of the left foot, which was otherwise normal.',
  },
  {
    word: 'adactyly',
    synset: 'noun:14176285',
    usage: 'Genetic counselling was offered after {w} was diagnosed on the prenatal scan.',
  },
  {
    word: 'adducer',
    synset: 'noun:09788948',
    usage: 'The burden falls on the {w} of the evidence to show that it is reliable.',
  },
  {
    word: 'adience',
    synset: 'noun:09203688',
    usage: 'In the experiment, {w} was strongest when the animals had gone without food all day.',
  },
  {
    word: 'adulate',
    synset: 'verb:00882039',
    usage: 'Courtiers learned to {w} the king if they hoped to keep their places at court.',
  },
  {
    word: 'advisee',
    synset: 'noun:09793590',
    usage: 'The tutor and {a} {w} meet twice a term to review course choices.',
  },
  {
    word: 'aerolite',
    synset: 'noun:09212186',
    usage: 'The {w} that fell near the farm was sent to the museum for analysis.',
  },
  {
    word: 'aerophilately',
    synset: 'noun:01018570',
    usage: 'Covers flown on the first transatlantic zeppelin voyages are prized in {w}.',
  },
  {
    word: 'aerophile',
    synset: 'noun:09795627',
    usage: 'A lifelong {w}, she spent every weekend at the airfield watching the gliders launch.',
  },
  {
    word: 'aesthete',
    synset: 'noun:10084344',
    usage: 'The {w} furnished his rooms with lilies, peacock feathers and blue china.',
  },
  {
    word: 'aestivate',
    synset: 'verb:00016176',
    usage: 'Some desert snails will {w} for months, sealed inside their shells until the rains return.',
  },
  {
    word: 'affiant',
    synset: 'noun:09795702',
    usage: 'The {w} swore before a notary that every statement in the document was true.',
  },
  {
    word: 'afflatus',
    synset: 'noun:05843773',
    usage: 'Touched by a sudden {w}, the poet wrote the entire sonnet in one sitting.',
  },
  {
    word: 'affusion',
    synset: 'noun:01040179',
    usage: 'Most Western churches now practise {w} rather than full immersion at the font.',
  },
  {
    word: 'agamogenesis',
    synset: 'noun:13455293',
    usage: 'Many aphids switch to {w} in summer, producing generation after generation of females.',
  },
  {
    word: 'agape',
    synset: 'noun:01030476',
    usage: 'The early Christians held the {w} in the evening, each bringing bread and wine.',
  },
  {
    word: 'agenesia',
    synset: 'noun:13449481',
    usage: 'Renal {w} on one side is often discovered only by chance in adulthood.',
  },
  {
    word: 'agenesis',
    synset: 'noun:13449481',
    usage: 'The scan revealed {w} of the corpus callosum, though the child seemed otherwise healthy.',
  },
  {
    word: 'aggrade',
    synset: 'verb:01310431',
    usage: 'Where the river slows on the plain, it will {w} its bed year after year.',
  },
  {
    word: 'aggrieve',
    synset: 'verb:02519545',
    usage: 'Any decision that would {w} the tenants may be appealed to the housing tribunal.',
  },
  {
    word: 'agora',
    synset: 'noun:13728520',
    usage: 'Inflation had made the {w} almost worthless, and few shops bothered to give change in it.',
  },
  {
    word: 'agromania',
    synset: 'noun:09204786',
    usage: 'After months in the crowded city, {w} drove her to the empty moors each weekend.',
  },
  {
    word: 'agrypnia',
    synset: 'noun:01032065',
    usage: 'The monks kept the {w} through the night, chanting psalms until the dawn liturgy.',
  },
  {
    word: 'aikido',
    synset: 'noun:00826992',
    usage: "In {w}, the defender redirects an attacker's momentum rather than meeting force with force.",
  },
  {
    word: 'ailurophobia',
    synset: 'noun:14408407',
    usage: 'Her {w} made every visit to the animal shelter an ordeal.',
  },
  {
    word: 'aioli',
    synset: 'noun:07850750',
    usage: 'The grilled fish was served with boiled potatoes and a bowl of {w}.',
  },
  {
    word: 'alalia',
    synset: 'noun:14109074',
    usage: 'After the stroke, {w} forced him to communicate with a notepad and pencil.',
  },
  {
    word: 'albedo',
    synset: 'noun:13842644',
    usage: 'Fresh snow has a very high {w}, which is why skiers risk sunburn.',
  },
  {
    word: 'alcahest',
    synset: 'noun:15073030',
    usage: 'Medieval adepts spent their fortunes searching for the {w}, with nothing to show for it.',
  },
  {
    word: 'alcalde',
    synset: 'noun:09801245',
    usage: 'The {w} presided over the village council from a bench beneath the church tower.',
  },
  {
    word: 'algin',
    synset: 'noun:14924605',
    usage: 'Extracted from brown seaweed, {w} gives ice cream its smooth texture.',
  },
  {
    word: 'algometry',
    synset: 'noun:01000138',
    usage: 'The study used {w} to compare patients with fibromyalgia against healthy volunteers.',
  },
  {
    word: 'alienee',
    synset: 'noun:09802978',
    usage: 'The {w} took possession of the estate on the day the deed was sealed.',
  },
  {
    word: 'aliterate',
    synset: 'noun:09803325',
    usage: 'Teachers worry less about the illiterate child than about the {w} who never opens a book.',
  },
  {
    word: 'alkahest',
    synset: 'noun:15073030',
    usage: 'The {w} remained a dream of the laboratory long after gold-making had been abandoned.',
  },
  {
    word: 'alkyl',
    synset: 'noun:14641367',
    usage: 'Adding a longer {w} chain makes the molecule less soluble in water.',
  },
  {
    word: 'allegro',
    synset: 'noun:15289832',
    usage: 'The pianist took the opening {w} so fast that the runs began to blur.',
  },
  {
    word: 'allogamy',
    synset: 'noun:07452470',
    usage: 'Bees and other pollinators play a central role in {w} among flowering species.',
  },
  {
    word: 'allophone',
    synset: 'noun:07126641',
    usage: "The aspirated t in 'top' is {a} {w} of the English /t/.",
  },
  {
    word: 'allotropism',
    synset: 'noun:11429443',
    usage: 'Thanks to {w}, carbon occurs both as soft graphite and as hard diamond.',
  },
  {
    word: 'allotropy',
    synset: 'noun:11429443',
    usage: 'Tin pest, the crumbling of tin in severe cold, is a classic example of {w}.',
  },
  {
    word: 'alluvium',
    synset: 'noun:09216160',
    usage: "The valley's rich {w} supports orchards and vineyards along both banks of the river.",
  },
  {
    word: 'allyl',
    synset: 'noun:14641605',
    usage: 'The pungent smell of garlic comes largely from compounds containing {a} {w} group.',
  },
  {
    word: 'alpaca',
    synset: 'noun:02701332',
    usage: 'The summer jacket was cut from black {w} and lined with silk.',
  },
  {
    word: 'ambergris',
    synset: 'noun:14725146',
    usage: 'A lump of {w} picked up on the beach fetched a fortune from a fragrance maker.',
  },
  {
    word: 'ambidexterity',
    synset: 'noun:05074368',
    usage: "The pitcher's {w} let him throw from either side of the mound.",
  },
  {
    word: 'amigo',
    synset: 'noun:09807962',
    usage: 'The rancher greeted his old {w} from across the border with a bear hug.',
  },
  {
    word: 'amoralist',
    synset: 'noun:09808591',
    usage: "The novel's narrator is a cool {w} who recounts his crimes without a flicker of guilt.",
  },
  {
    word: 'amorist',
    synset: 'noun:09808745',
    usage: 'The aging {w} filled his memoirs with the conquests of his youth.',
  },
  {
    word: 'amortize',
    synset: 'verb:02357259',
    usage: 'The company will {w} the loan over twenty years in equal monthly payments.',
  },
  { word: 'amphibrach', synset: 'noun:07110182', usage: "The word 'banana' is a perfect {w} on its own." },
  {
    word: 'amphimixis',
    synset: 'noun:13576443',
    usage: 'Unlike the dandelion, most flowering plants rely on {w} to set their seed.',
  },
  {
    word: 'amphotericin',
    synset: 'noun:02708417',
    usage: 'Cryptococcal meningitis is usually treated with {w} combined with flucytosine.',
  },
  {
    word: 'ampulla',
    synset: 'noun:05261661',
    usage: 'Hair cells in the {w} respond to rotation of the head.',
  },
  {
    word: 'amyotonia',
    synset: 'noun:14569447',
    usage: 'Congenital {w} left the infant unable to hold up her head.',
  },
  {
    word: 'anagoge',
    synset: 'noun:06256371',
    usage: 'Medieval exegetes read Jerusalem through {w} as a figure of the heavenly city.',
  },
  {
    word: 'anapaest',
    synset: 'noun:07110056',
    usage: 'The galloping rhythm of the poem comes from its steady use of the {w}.',
  },
  {
    word: 'anapest',
    synset: 'noun:07110056',
    usage: "The word 'interrupt' makes a natural {w} when read aloud.",
  },
  {
    word: 'anaphase',
    synset: 'noun:13452553',
    usage: 'During {w}, the sister chromatids separate and are drawn to the poles of the cell.',
  },
  {
    word: 'anemometry',
    synset: 'noun:01000365',
    usage: 'Modern {w} relies on ultrasonic sensors with no moving parts.',
  },
  {
    word: 'anergy',
    synset: 'noun:14034316',
    usage: 'Patients recovering from the fever often complained of a lingering {w} that kept them in bed.',
  },
  {
    word: 'anhidrosis',
    synset: 'noun:14047275',
    usage: 'People with {w} are at serious risk of heatstroke during exercise in hot weather.',
  },
  {
    word: 'anhydrosis',
    synset: 'noun:14047275',
    usage: "The nerve damage had caused {w} over much of the patient's trunk.",
  },
  {
    word: 'anionic',
    synset: 'noun:14642228',
    usage: 'The formulation combines {a} {w} with a nonionic surfactant for better stain removal.',
  },
  {
    word: 'anisogamete',
    synset: 'noun:05464777',
    usage: 'In some green algae, each {w} swims by means of its own flagella.',
  },
  {
    word: 'anisogamy',
    synset: 'noun:13453422',
    usage: 'Scientists still debate how {w} first arose in early multicellular organisms.',
  },
  {
    word: 'anisometropia',
    synset: 'noun:14579152',
    usage: 'Untreated {w} in early childhood is a common cause of amblyopia.',
  },
  {
    word: 'anthracite',
    synset: 'noun:14839091',
    usage: 'The old stove was fed with {w}, which gave off almost no smoke.',
  },
  {
    word: 'anthropogenesis',
    synset: 'noun:13453820',
    usage: 'Fossils from the Rift Valley have transformed our understanding of {w}.',
  },
  {
    word: 'anthropogeny',
    synset: 'noun:13453820',
    usage:
      'Nineteenth-century naturalists argued fiercely over {w} after the first Neanderthal skull was found.',
  },
  {
    word: 'anthropophagy',
    synset: 'noun:00413995',
    usage: "Early European travellers' accounts of {w} in the Pacific were often exaggerated or invented.",
  },
  {
    word: 'antibiosis',
    synset: 'noun:08007090',
    usage: 'Penicillin was discovered through a chance observation of {w} on a contaminated culture plate.',
  },
  {
    word: 'antinomy',
    synset: 'noun:06737186',
    usage: 'The mind falls into {a} {w} when it asks whether the world had a beginning.',
  },
  {
    word: 'aphelion',
    synset: 'noun:08512918',
    usage: 'Earth reaches {w} in early July, when the northern hemisphere is enjoying summer.',
  },
  {
    word: 'aphesis',
    synset: 'noun:13454456',
    usage: "The word 'cute', from 'acute', is a familiar product of {w}.",
  },
  {
    word: 'aphrodisia',
    synset: 'noun:07503707',
    usage: 'Ancient herbalists prescribed oysters and honey to kindle {w} in newly married couples.',
  },
  {
    word: 'apoapsis',
    synset: 'noun:08512627',
    usage: 'The satellite fires its engine at {w} to raise the low end of its path.',
  },
  {
    word: 'apocalypse',
    synset: 'noun:07330231',
    usage: 'Medieval preachers warned that the {w} was near and urged their flocks to repent.',
  },
  {
    word: 'apojove',
    synset: 'noun:08513105',
    usage: "At {w}, the spacecraft is millions of kilometres from the giant planet's clouds.",
  },
  {
    word: 'apolune',
    synset: 'noun:08513209',
    usage: 'At {w}, the spacecraft was about three hundred kilometres above the lunar surface.',
  },
  {
    word: 'apomixis',
    synset: 'noun:13454900',
    usage: "Dandelions produce seed by {w}, so each plant's offspring are clones of it.",
  },
  {
    word: 'aposelene',
    synset: 'noun:08513209',
    usage: "The spacecraft's {w} was lowered gradually to bring it closer to the lunar surface.",
  },
  {
    word: 'apotheosise',
    synset: 'verb:00695399',
    usage: 'Later biographers would {w} the general, forgetting his many blunders.',
  },
  {
    word: 'appropriator',
    synset: 'noun:09822064',
    usage: 'The {w} of the design later patented it under his name.',
  },
  {
    word: 'arachnoid',
    synset: 'noun:05490328',
    usage: 'Cerebrospinal fluid circulates in the space beneath the {w}.',
  },
  {
    word: 'arborist',
    synset: 'noun:10747470',
    usage: 'The {w} climbed into the old oak to remove a split limb.',
  },
  {
    word: 'arccos',
    synset: 'noun:13810065',
    usage: 'The routine applies {w} to the dot product of two unit vectors.',
  },
  {
    word: 'arccosecant',
    synset: 'noun:13811348',
    usage: 'Few textbooks bother to tabulate the {w}, since it is rarely needed in practice.',
  },
  {
    word: 'arccotangent',
    synset: 'noun:13810714',
    usage: 'The derivative of the {w} of x is minus one over one plus x squared.',
  },
  {
    word: 'archidiaconate',
    synset: 'noun:14455993',
    usage: 'During his {w} he visited every parish in the diocese at least once a year.',
  },
  {
    word: 'arcsec',
    synset: 'noun:13811032',
    usage: 'Students rarely meet {w} outside the tables at the back of their calculus textbook.',
  },
  {
    word: 'arcsecant',
    synset: 'noun:13811032',
    usage: 'The {w} is undefined for inputs strictly between minus one and one.',
  },
  {
    word: 'ardeb',
    synset: 'noun:13637621',
    usage: 'Each {w} of wheat was weighed at the village granary before shipment to Cairo.',
  },
  {
    word: 'argil',
    synset: 'noun:14626775',
    usage: 'The porcelain body was made from fine {w} dug from the riverbank.',
  },
  {
    word: 'argonaut',
    synset: 'noun:09630812',
    usage: 'Every {w} of the gold rush dreamed of striking it rich in California.',
  },
  {
    word: 'armourer',
    synset: 'noun:09828372',
    usage: 'The {w} hammered the breastplate into shape and fitted it with leather straps.',
  },
  {
    word: 'arpent',
    synset: 'noun:13635424',
    usage: 'The settler cleared {a} {w} of forest each winter to plant corn in the spring.',
  },
  {
    word: 'arsine',
    synset: 'noun:14780379',
    usage: 'Even brief exposure to {w} can destroy red blood cells and damage the kidneys.',
  },
  {
    word: 'arthrocentesis',
    synset: 'noun:00945677',
    usage: 'The doctor performed {w} on the swollen knee and sent the aspirate for culture.',
  },
  {
    word: 'arthrogram',
    synset: 'noun:02747849',
    usage: 'The {w} showed a tear in the rotator cuff of his right shoulder.',
  },
  {
    word: 'artiste',
    synset: 'noun:09832531',
    usage: 'The music hall billed her as {a} {w} of international renown.',
  },
  {
    word: 'ascesis',
    synset: 'noun:01070936',
    usage: 'Years of {w} in the desert monastery had left the hermit gaunt but serene.',
  },
  {
    word: 'assibilate',
    synset: 'verb:00548102',
    usage: 'Over the centuries, Latin speakers came to {w} the c before e and i.',
  },
  {
    word: 'astigmatism',
    synset: 'noun:13961932',
    usage: "Poorly aligned mirrors introduced {w} into the telescope's images of faint stars.",
  },
  {
    word: 'astrakhan',
    synset: 'noun:14788619',
    usage: 'He wore a heavy overcoat with a collar of black {w}.',
  },
  {
    word: 'astronavigation',
    synset: 'noun:00818191',
    usage: 'Before satellites, bomber crews relied on {w} for long flights over open ocean.',
  },
  {
    word: 'athetosis',
    synset: 'noun:14132420',
    usage: 'Damage to the basal ganglia at birth can result in {w} later in childhood.',
  },
  {
    word: 'atonicity',
    synset: 'noun:14569447',
    usage: 'Intestinal {w} after abdominal surgery can delay the return to solid food by days.',
  },
  {
    word: 'atony',
    synset: 'noun:14569447',
    usage: 'Postpartum haemorrhage is most often caused by {w} of the uterus.',
  },
  {
    word: 'atopy',
    synset: 'noun:14555852',
    usage: 'Children with {w} often develop eczema, hay fever and asthma in turn.',
  },
  {
    word: 'attosecond',
    synset: 'noun:15260337',
    usage: 'The motion of electrons within an atom unfolds on the scale of the {w}.',
  },
  {
    word: 'audiometry',
    synset: 'noun:01000924',
    usage: 'Workers in noisy factories undergo {w} every year to catch early damage.',
  },
  {
    word: 'augur',
    synset: 'noun:09842689',
    usage: 'Before the battle, the {w} watched the flight of birds from the sacred hill.',
  },
  {
    word: 'austral',
    synset: 'noun:13685667',
    usage: 'The {w} replaced the peso in 1985 but collapsed under hyperinflation within a few years.',
  },
  {
    word: 'autarky',
    synset: 'noun:14016841',
    usage:
      'Wartime blockades pushed the regime toward {w}, with synthetic fuel and rubber replacing imports.',
  },
  {
    word: 'autochthon',
    synset: 'noun:09776407',
    usage: 'Each Athenian considered himself {a} {w}, sprung from the very soil of Attica.',
  },
  {
    word: 'autodidact',
    synset: 'noun:09844815',
    usage: 'Having left school at twelve, the {w} mastered Greek from secondhand grammars.',
  },
  {
    word: 'autostrada',
    synset: 'noun:02765513',
    usage: 'The {w} from Milan to Bologna was jammed with holiday traffic.',
  },
  {
    word: 'avifauna',
    synset: 'noun:08010085',
    usage: "The island's {w} includes several species of parrot found nowhere else.",
  },
  {
    word: 'baccalaureate',
    synset: 'noun:07258814',
    usage: 'The college chaplain delivered the {w} in the chapel on the Sunday before diplomas were awarded.',
  },
  {
    word: 'bailor',
    synset: 'noun:09852635',
    usage: 'The {w} remains the owner of the stored furniture throughout the arrangement.',
  },
  {
    word: 'bairn',
    synset: 'noun:09852801',
    usage: "The fisherman's wife rocked the {w} to sleep while the storm battered the cottage.",
  },
  { word: 'baisa', synset: 'noun:13719367', usage: 'Prices in the market were quoted to the last {w}.' },
  {
    word: 'balboa',
    synset: 'noun:13686258',
    usage: 'The {w} is pegged at par to the US dollar, which circulates alongside it.',
  },
  {
    word: 'balker',
    synset: 'noun:09853385',
    usage: 'Every committee seems to have one {w} who objects to each proposal on principle.',
  },
  {
    word: 'ballyhoo',
    synset: 'verb:00978397',
    usage: 'The studio would {w} the film for months before anyone had seen a single frame.',
  },
  {
    word: 'bandelette',
    synset: 'noun:02716628',
    usage: 'A narrow {w} encircles the shaft just beneath the capital.',
  },
  {
    word: 'barbican',
    synset: 'noun:02794688',
    usage: 'Attackers who breached the outer gate were trapped in the {w} under a hail of arrows.',
  },
  {
    word: 'barrio',
    synset: 'noun:08693991',
    usage: 'The old {w} near the harbour is famous for its tapas bars and flamenco clubs.',
  },
  {
    word: 'barycenter',
    synset: 'noun:08540475',
    usage: "The Sun-Jupiter {w} lies just outside the Sun's surface.",
  },
  {
    word: 'baulker',
    synset: 'noun:09853385',
    usage: 'A stubborn {w}, the old farmer would not sign the new regulations.',
  },
  {
    word: 'bawbee',
    synset: 'noun:13410278',
    usage: 'His grandfather swore he had never wasted a single {w} in his life.',
  },
  {
    word: 'bayat',
    synset: 'noun:07241715',
    usage: 'On his accession, the tribal leaders came to the palace to give the {w}.',
  },
  {
    word: 'bedim',
    synset: 'verb:00314661',
    usage: 'Smoke from the forest fires would {w} the afternoon sun for days.',
  },
  {
    word: 'beguilement',
    synset: 'noun:04693737',
    usage: "Few could resist the {w} of the young diplomat at the embassy's dinners.",
  },
  { word: 'behest', synset: 'noun:07185223', usage: 'The inquiry was opened at the {w} of the minister.' },
  {
    word: 'bellicosity',
    synset: 'noun:04651232',
    usage: "The general's {w} alarmed diplomats who hoped to avoid another war.",
  },
  {
    word: 'bellwether',
    synset: 'noun:09868757',
    usage: 'The senator became the {w} of the reformers, and others soon took their cue from her.',
  },
  {
    word: 'benefice',
    synset: 'noun:13268986',
    usage: 'The young curate hoped to be presented to a wealthy {w} in the country.',
  },
  {
    word: 'beneficiate',
    synset: 'verb:00578247',
    usage: 'The mining company built a plant to {w} the low-grade iron taken from the pit.',
  },
  {
    word: 'benniseed',
    synset: 'noun:07843386',
    usage: 'The candy shop sold brittle made from {w} and dark molasses.',
  },
  {
    word: 'bentonite',
    synset: 'noun:14837879',
    usage: 'Drillers mix {w} with water to make the mud that lubricates the bit.',
  },
  {
    word: 'benzyl',
    synset: 'noun:14646801',
    usage: 'The sweet, fruity scent of jasmine owes much to {w} acetate.',
  },
  {
    word: 'bhang',
    synset: 'noun:02837352',
    usage: 'During the Holi festival, many revellers drink {w} mixed with milk and spices.',
  },
  {
    word: 'bibliotheca',
    synset: 'noun:07994478',
    usage: "The monastery's {w} held hundreds of illuminated manuscripts copied by its monks.",
  },
  {
    word: 'bidder',
    synset: 'noun:09872495',
    usage: 'The painting went to an anonymous {w} on the telephone after fierce competition.',
  },
  {
    word: 'bimester',
    synset: 'noun:15229405',
    usage: 'Grades are reported at the end of each {w}, six times in the school year.',
  },
  {
    word: 'bindery',
    synset: 'noun:02843744',
    usage: 'The finished sheets were sent to the {w} to be sewn and cased in leather.',
  },
  {
    word: 'bioassay',
    synset: 'verb:00696886',
    usage: 'The laboratory will {w} each batch of the hormone on rats before release.',
  },
  {
    word: 'bioelectricity',
    synset: 'noun:11449352',
    usage: "The eel's ability to stun its prey is a dramatic display of {w}.",
  },
  {
    word: 'biohazard',
    synset: 'noun:14566043',
    usage: 'Used needles must be treated as {a} {w} and placed in a sealed sharps container.',
  },
  {
    word: 'biome',
    synset: 'noun:07958185',
    usage: 'The tundra is the coldest {w} on Earth, with a growing season of only weeks.',
  },
  {
    word: 'biotype',
    synset: 'noun:07957814',
    usage: 'A new {w} of the aphid was able to feed on previously resistant wheat varieties.',
  },
  {
    word: 'birder',
    synset: 'noun:09875906',
    usage: 'The keen {w} rose before dawn to catch the warblers passing through the marsh.',
  },
  {
    word: 'birefringence',
    synset: 'noun:11523900',
    usage: 'The {w} of calcite makes a single line of print appear double through the crystal.',
  },
  {
    word: 'birle',
    synset: 'verb:02052221',
    usage: 'Lumberjacks competed to see who could {w} longest without tumbling into the millpond.',
  },
  {
    word: 'bisque',
    synset: 'noun:07599897',
    usage: 'The restaurant is famous for its lobster {w}, served with a swirl of brandy.',
  },
  {
    word: 'biter',
    synset: 'noun:09877258',
    usage: 'The pony was a notorious {w}, so the children were told to keep their fingers clear.',
  },
  {
    word: 'blain',
    synset: 'noun:14206902',
    usage: "A painful {w} had risen on the shepherd's heel after days of walking in wet boots.",
  },
  {
    word: 'blasphemer',
    synset: 'noun:09878818',
    usage: 'The village priest denounced the {w} from the pulpit and barred him from communion.',
  },
  {
    word: 'blepharism',
    synset: 'noun:14385480',
    usage: "Bright light and dry air made the patient's {w} noticeably worse.",
  },
  {
    word: 'blitzkrieg',
    synset: 'verb:01095776',
    usage: 'The armoured divisions were ordered to {w} across the plains before the enemy could mobilize.',
  },
  {
    word: 'bloviate',
    synset: 'verb:00830675',
    usage: 'Given a microphone, the senator would {w} for an hour without saying anything of substance.',
  },
  {
    word: 'bohemian',
    synset: 'noun:09882906',
    usage: 'The penniless {w} rented a garret above a café and painted through the night.',
  },
  {
    word: 'bolivar',
    synset: 'noun:13688895',
    usage: 'Years of runaway inflation left the {w} nearly worthless, and shoppers carried cash in bags.',
  },
  {
    word: 'bolus',
    synset: 'noun:13924183',
    usage: 'The tongue pushes the {w} to the back of the throat for swallowing.',
  },
  {
    word: 'bombardier',
    synset: 'noun:09883835',
    usage: "The {w} was promoted to sergeant after the gun crew's fine showing on the range.",
  },
  {
    word: 'bootlicker',
    synset: 'noun:09820054',
    usage: "The {w} laughed loudly at every one of the director's feeble jokes.",
  },
  {
    word: 'borrower',
    synset: 'noun:09887039',
    usage: 'The library fines any {w} who keeps a book past the due date.',
  },
  {
    word: 'botanise',
    synset: 'verb:00647068',
    usage: 'The vicar liked to {w} in the hedgerows on his afternoon walks.',
  },
  {
    word: 'botanize',
    synset: 'verb:00647068',
    usage: 'Naturalists on the voyage went ashore at every island to {w} among the ferns and mosses.',
  },
  {
    word: 'bouffant',
    synset: 'noun:05264959',
    usage: "The singer's towering {w} was held in place by a can of lacquer each night.",
  },
  {
    word: 'bouse',
    synset: 'verb:01457724',
    usage: "The bosun ordered the crew to {w} the cannon tight against the ship's side.",
  },
  {
    word: 'bowse',
    synset: 'verb:01457724',
    usage: 'The sailors had to {w} down the topsail yard before the squall struck.',
  },
  {
    word: 'brachiate',
    synset: 'verb:01895482',
    usage: 'Gibbons can {w} through the forest canopy at remarkable speed.',
  },
  {
    word: 'brachium',
    synset: 'noun:13937156',
    usage: 'In brachiopods, each coiled {w} bears a fringe of tentacles for filtering food.',
  },
  {
    word: 'brachycephalic',
    synset: 'noun:09891930',
    usage: 'The old anthropometric survey recorded each recruit as {a} {w} or a dolichocephalic.',
  },
  {
    word: 'brigadier',
    synset: 'noun:09895006',
    usage: 'The {w} commanded three battalions during the advance on the river.',
  },
  {
    word: 'brilliantine',
    synset: 'noun:02905097',
    usage: 'His slicked-back parting gleamed with {w} under the dance-hall lights.',
  },
  {
    word: 'brisance',
    synset: 'noun:11432293',
    usage: 'TNT has less {w} than RDX, so it is less suited to fragmenting steel casings.',
  },
  {
    word: 'brochette',
    synset: 'noun:02906451',
    usage: 'The menu offered {a} {w} of scallops with lemon butter.',
  },
  {
    word: 'bubbler',
    synset: 'noun:03246038',
    usage: 'After recess the children queued at the {w} in the schoolyard.',
  },
  {
    word: 'bulimia',
    synset: 'noun:14063310',
    usage: 'Damage to the hypothalamus produced {w} in the laboratory rats, which ate until obese.',
  },
  {
    word: 'burke',
    synset: 'verb:00463807',
    usage: 'The committee tried to {w} the report before it could reach the newspapers.',
  },
  {
    word: 'butadiene',
    synset: 'noun:14936243',
    usage: 'Most {w} is obtained as a by-product of steam cracking in petrochemical plants.',
  },
  {
    word: 'butat',
    synset: 'noun:13690371',
    usage: 'Inflation has made the {w} coin a rarity in the market stalls of Banjul.',
  },
  {
    word: 'butene',
    synset: 'noun:14811263',
    usage: 'Reacting {w} with isobutane yields the alkylate that raises the octane of gasoline.',
  },
  {
    word: 'butyl',
    synset: 'noun:15032592',
    usage: 'The {w} group in this ester gives it a strong, fruity smell.',
  },
  {
    word: 'butylene',
    synset: 'noun:14811263',
    usage: 'Polymerizing {w} yields a tough plastic used in hot-water pipes.',
  },
  {
    word: 'cabalist',
    synset: 'noun:09904986',
    usage: 'Only {a} {w} of the tax code could make sense of the new regulations.',
  },
  {
    word: 'cabinetry',
    synset: 'noun:00608657',
    usage: 'He learned {w} from his grandfather, whose walnut chests still grace the family home.',
  },
];
