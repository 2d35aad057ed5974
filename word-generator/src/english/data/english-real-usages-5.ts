import type { WrittenUsage } from '../written-usage-entry';

// Sentences written for rare real English words whose meanings no other word names (written-usage.ts), part 5
// of 12.
export const REAL_WORD_USAGES_5: readonly WrittenUsage[] = [
  {
    word: 'papule',
    synset: 'noun:14357268',
    usage: "A single {w} on the child's arm soon gave way to a widespread itchy rash.",
  },
  {
    word: 'paracentesis',
    synset: 'noun:00945287',
    usage: 'The registrar performed {a} {w} at the bedside under ultrasound guidance and local anaesthetic.',
  },
  {
    word: 'parafovea',
    synset: 'noun:05463139',
    usage: 'Readers extract some information from the {w} before their eyes move to the next word.',
  },
  {
    word: 'parallax',
    synset: 'noun:11548676',
    usage: 'Astronomers measure the {w} of nearby stars to calculate their distances from Earth.',
  },
  {
    word: 'paralogism',
    synset: 'noun:05903980',
    usage: "The reviewer exposed {a} {w} buried in the third chapter's reasoning about causation.",
  },
  {
    word: 'paramagnetism',
    synset: 'noun:11500921',
    usage: "Physicists found that the salt's {w} grew weaker as its temperature was raised.",
  },
  {
    word: 'parapsychology',
    synset: 'noun:07271043',
    usage:
      'Most university psychology departments regard {w} with deep suspicion and offer no courses in it.',
  },
  {
    word: 'parasail',
    synset: 'noun:03895423',
    usage: 'Tourists queued on the beach for a turn on the {w} high above the bay.',
  },
  {
    word: 'parathion',
    synset: 'noun:15036781',
    usage: 'Farmworkers who sprayed {w} without protective gear often suffered severe poisoning.',
  },
  {
    word: 'parthenogenesis',
    synset: 'noun:13553950',
    usage: 'No genuine case of {w} in our species has ever been medically confirmed.',
  },
  {
    word: 'pataca',
    synset: 'noun:13712550',
    usage: 'Casino tables in the territory accept the {w} alongside the Hong Kong dollar.',
  },
  {
    word: 'payee',
    synset: 'noun:10429379',
    usage: 'Write the name of the {w} clearly on the cheque before signing it.',
  },
  {
    word: 'peavy',
    synset: 'noun:03909211',
    usage: 'The river driver used his {w} to free the jam of floating timber.',
  },
  {
    word: 'pedesis',
    synset: 'noun:11453254',
    usage: 'Under the microscope, pollen grains in water showed constant {w}.',
  },
  {
    word: 'pediment',
    synset: 'noun:03910776',
    usage: "A carved frieze of gods fills the {w} above the temple's columns.",
  },
  {
    word: 'pelvimetry',
    synset: 'noun:01005055',
    usage: 'Routine {w} is no longer recommended before labour in most obstetric guidelines.',
  },
  {
    word: 'penetralium',
    synset: 'noun:08606395',
    usage: 'Few outsiders were ever admitted to the {w} of the old monastery.',
  },
  {
    word: 'pengo',
    synset: 'noun:13698863',
    usage: 'Postwar inflation made the {w} virtually worthless within a matter of months.',
  },
  {
    word: 'pentahedron',
    synset: 'noun:13938242',
    usage: 'The geometry worksheet asked pupils to sketch {a} {w} and label its vertices.',
  },
  {
    word: 'penumbra',
    synset: 'noun:14008704',
    usage: 'During the eclipse, towns in the {w} saw just a bite taken from the sun.',
  },
  {
    word: 'peregrinate',
    synset: 'verb:02085253',
    usage: 'In retirement they planned to {w} from one hill village to the next.',
  },
  {
    word: 'perfective',
    synset: 'noun:13827101',
    usage: 'Many Slavic languages mark the {w} with a prefix on the stem.',
  },
  {
    word: 'periapsis',
    synset: 'noun:08635954',
    usage: 'The probe fired its engine at {w} to shrink the ellipse it traced.',
  },
  {
    word: 'perigon',
    synset: 'noun:13915367',
    usage: 'The hour hand of a clock sweeps through {a} {w} twice a day.',
  },
  {
    word: 'perijove',
    synset: 'noun:08636581',
    usage: "The probe gathers its sharpest images of the giant planet's clouds near each {w}.",
  },
  {
    word: 'perilune',
    synset: 'noun:08636687',
    usage: 'The lander fired its descent engine shortly after the spacecraft passed {w}.',
  },
  {
    word: 'perilymph',
    synset: 'noun:05329795',
    usage: 'A leak of {w} through a ruptured window can cause sudden hearing loss and vertigo.',
  },
  {
    word: 'peripetia',
    synset: 'noun:07313333',
    usage: 'The {w} comes when the proud king learns that he himself is the murderer.',
  },
  {
    word: 'periselene',
    synset: 'noun:08636687',
    usage: 'The orbiter dipped to its {w} just above the cratered far side.',
  },
  {
    word: 'peseta',
    synset: 'noun:13712863',
    usage: 'Before the euro arrived, prices in Madrid were quoted in the {w}.',
  },
  {
    word: 'petard',
    synset: 'noun:03925824',
    usage: 'The sappers fixed the {w} against the castle door and lit the fuse.',
  },
  {
    word: 'petitio',
    synset: 'noun:05903421',
    usage: 'Logicians class {w} among the informal errors rather than the formal ones.',
  },
  {
    word: 'phaneromania',
    synset: 'noun:09205681',
    usage: 'Her {w} left her cuticles raw and bleeding by the end of each week.',
  },
  {
    word: 'phantasmagoria',
    synset: 'noun:05937626',
    usage: "The novel's final chapter dissolves into a feverish {w} of memory and hallucination.",
  },
  {
    word: 'pharisee',
    synset: 'noun:10441084',
    usage: 'He was {a} {w} who lectured others on honesty while cheating on his taxes.',
  },
  {
    word: 'phenylephrine',
    synset: 'noun:03928985',
    usage: 'The ophthalmologist applied {w} drops before examining the back of the eye.',
  },
  {
    word: 'philatelist',
    synset: 'noun:10442150',
    usage: 'The {w} examined the perforations under a magnifying glass before buying.',
  },
  {
    word: 'philogyny',
    synset: 'noun:07516565',
    usage: "The poet's {w} shows in the warm, respectful portraits of his sisters and mother.",
  },
  {
    word: 'phlogiston',
    synset: 'noun:14607408',
    usage: 'Oxygen chemistry finally overturned the theory of {w} in the late eighteenth century.',
  },
  {
    word: 'phonology',
    synset: 'noun:06187166',
    usage: 'The course covers the {w} of English, including stress and syllable structure.',
  },
  {
    word: 'phyle',
    synset: 'noun:08390896',
    usage: 'Each {w} elected fifty members to serve on the council for a year.',
  },
  {
    word: 'phylum',
    synset: 'noun:08120601',
    usage:
      'Some scholars unite these families into a single {w} spanning northern Asia, though most remain sceptical.',
  },
  {
    word: 'piaster',
    synset: 'noun:13709383',
    usage: 'Ottoman shopkeepers priced bread and coffee in the {w} for most everyday purchases.',
  },
  {
    word: 'piastre',
    synset: 'noun:13709383',
    usage: 'Travellers in old Constantinople found most market prices quoted in the {w}.',
  },
  {
    word: 'piccalilli',
    synset: 'noun:07841573',
    usage: 'A spoonful of bright yellow {w} livened up the cold ham and cheese.',
  },
  {
    word: 'pickelhaube',
    synset: 'noun:03936093',
    usage: 'The museum displays a polished {w} beside a faded field-grey tunic from 1914.',
  },
  {
    word: 'picosecond',
    synset: 'noun:15260650',
    usage: 'The laser fires pulses lasting only a single {w} each.',
  },
  {
    word: 'picul',
    synset: 'noun:13740780',
    usage: "The merchant's ledger recorded the price of tea per {w}.",
  },
  {
    word: 'pidgin',
    synset: 'noun:06918456',
    usage: 'Plantation workers from many islands communicated in {a} {w} based largely on English.',
  },
  {
    word: 'piperin',
    synset: 'noun:15057756',
    usage: 'The pale yellow crystals of {w} dissolve readily in alcohol but barely in water.',
  },
  {
    word: 'piperine',
    synset: 'noun:15057756',
    usage: 'Some supplements add {w} because it seems to improve absorption of curcumin.',
  },
  {
    word: 'placidity',
    synset: 'noun:07530408',
    usage: "Nothing in the morning papers could ruffle the old farmer's {w}.",
  },
  {
    word: 'plagioclase',
    synset: 'noun:14889467',
    usage: 'The granite contains pale crystals of {w} alongside quartz and dark mica.',
  },
  {
    word: 'planation',
    synset: 'noun:13559385',
    usage: 'Long ages of {w} had worn the ancient mountains down to a gently rolling plain.',
  },
  {
    word: 'planetoid',
    synset: 'noun:09378520',
    usage: 'The telescope tracked a tumbling {w} as it crossed the orbit of Mars.',
  },
  {
    word: 'plebeian',
    synset: 'noun:10460825',
    usage: 'In early Rome, {a} {w} could not marry into a patrician family.',
  },
  {
    word: 'pleochroism',
    synset: 'noun:11512019',
    usage: 'Under the polarizing microscope, the tourmaline grain showed strong {w} from brown to green.',
  },
  {
    word: 'pleomorphism',
    synset: 'noun:11512216',
    usage: "The parasite's {w} made it difficult for early microscopists to classify.",
  },
  {
    word: 'plessimeter',
    synset: 'noun:03972914',
    usage: "The doctor's bag contained a stethoscope, an ivory {w} and a rubber-tipped hammer.",
  },
  {
    word: 'pluperfect',
    synset: 'noun:13828947',
    usage: 'Latin students must learn the endings of the {w} for all four conjugations.',
  },
  {
    word: 'plutocracy',
    synset: 'noun:08379702',
    usage: 'Critics warned that unlimited campaign spending would turn the republic into {a} {w}.',
  },
  {
    word: 'plutocrat',
    synset: 'noun:10463529',
    usage: 'The {w} bought newspapers and senators alike to protect his railway interests.',
  },
  {
    word: 'pogonion',
    synset: 'noun:05242067',
    usage: 'Cephalometric analysis records the distance from nasion to the {w} on a lateral radiograph.',
  },
  {
    word: 'pogonip',
    synset: 'noun:11487943',
    usage: 'The valley woke to {a} {w} that coated every branch with frost.',
  },
  {
    word: 'pogrom',
    synset: 'noun:00422205',
    usage: 'The family fled their village after the {w} of 1905 destroyed their shop.',
  },
  {
    word: 'polder',
    synset: 'noun:09419876',
    usage: 'Cattle graze on the flat green {w} several metres below sea level.',
  },
  {
    word: 'pollinosis',
    synset: 'noun:14557801',
    usage: 'Every May her {w} returned with sneezing and streaming eyes.',
  },
  {
    word: 'polonaise',
    synset: 'noun:03985173',
    usage: "The museum's costume collection includes a silk {w} from the 1770s.",
  },
  {
    word: 'poltergeist',
    synset: 'noun:09569274',
    usage: 'The family blamed {a} {w} for the crockery smashed in the night.',
  },
  {
    word: 'polyandry',
    synset: 'noun:13990169',
    usage: 'Anthropologists have documented {w} among some communities in the Himalayas.',
  },
  {
    word: 'polyhedron',
    synset: 'noun:13906542',
    usage: 'A cube is the most familiar example of a regular {w}.',
  },
  {
    word: 'polymorphism',
    synset: 'noun:11513666',
    usage: 'The sickle-cell {w} persists in regions where carriers gain protection against malaria.',
  },
  {
    word: 'polynya',
    synset: 'noun:09420143',
    usage: 'Walruses and seals gather around the {w} throughout the long winter.',
  },
  { word: 'pomade', synset: 'noun:03986384', usage: 'He slicked back his hair with a generous dab of {w}.' },
  {
    word: 'pompadour',
    synset: 'noun:05267723',
    usage: "The singer's towering {w} added several inches to his height on stage.",
  },
  {
    word: 'pontifex',
    synset: 'noun:10472448',
    usage: 'Each {w} held office for life and advised the state on sacred law.',
  },
  {
    word: 'pooch',
    synset: 'verb:00145843',
    usage: 'Whenever she was puzzled she would {w} her mouth and frown.',
  },
  {
    word: 'pooler',
    synset: 'noun:10472617',
    usage: 'Each {w} chipped in ten dollars toward the office lottery tickets.',
  },
  {
    word: 'posset',
    synset: 'noun:07933013',
    usage: 'Before bed, the nurse brought the invalid a warm {w} with a little nutmeg.',
  },
  {
    word: 'postmortem',
    synset: 'noun:07158747',
    usage: 'The campaign team held a long {w} the morning following the election defeat.',
  },
  {
    word: 'potholer',
    synset: 'noun:10479852',
    usage: 'The {w} squeezed through a flooded passage to reach the chamber beyond.',
  },
  {
    word: 'prang',
    synset: 'noun:07316782',
    usage: 'He had a minor {w} reversing out of the driveway last week.',
  },
  {
    word: 'precis',
    synset: 'verb:01010464',
    usage: 'Students were asked to {w} the article in no more than two hundred words.',
  },
  {
    word: 'predestinate',
    synset: 'verb:00705076',
    usage: 'Some theologians insisted that God did not {w} anyone to damnation.',
  },
  {
    word: 'preterit',
    synset: 'noun:13828826',
    usage: 'English forms the {w} of most verbs by adding the ending -ed.',
  },
  {
    word: 'preterite',
    synset: 'noun:13828826',
    usage: 'Spanish learners must master both the {w} and the imperfect before moving on.',
  },
  {
    word: 'primacy',
    synset: 'noun:14458819',
    usage: 'The prime minister asserted the {w} of parliament over the courts.',
  },
  {
    word: 'procrastinator',
    synset: 'noun:10498211',
    usage: 'A chronic {w}, he started his essay the night before it was due.',
  },
  {
    word: 'prolonge',
    synset: 'noun:04016299',
    usage: 'The gunners hitched the {w} to the trail and dragged the piece out of the mud.',
  },
  {
    word: 'propaedeutic',
    synset: 'noun:00893322',
    usage: 'The first-year logic seminar serves as {a} {w} for later work in philosophy.',
  },
  {
    word: 'propyl',
    synset: 'noun:15023532',
    usage: "Swapping the methyl for {a} {w} substituent altered the compound's potency.",
  },
  {
    word: 'propylene',
    synset: 'noun:15023393',
    usage: 'Most of the {w} made today is polymerized into plastics for packaging.',
  },
  {
    word: 'proselyte',
    synset: 'noun:10504753',
    usage: 'The eager {w} attended the synagogue every Sabbath and studied Hebrew at night.',
  },
  {
    word: 'proselytize',
    synset: 'verb:00771879',
    usage: 'Missionaries were forbidden to {w} among the local population.',
  },
  {
    word: 'prosthodontia',
    synset: 'noun:06058781',
    usage: 'After the accident she needed extensive {w}, including two bridges and a partial denture.',
  },
  {
    word: 'protoplast',
    synset: 'noun:05439161',
    usage: 'Enzymes strip away the cell wall to leave a naked {w}.',
  },
  {
    word: 'protriptyline',
    synset: 'noun:04022409',
    usage: 'The psychiatrist prescribed {w} after several other medications had failed.',
  },
  {
    word: 'prudery',
    synset: 'noun:04908329',
    usage: 'Victorian {w} led publishers to cut whole scenes from the novel.',
  },
  {
    word: 'pterion',
    synset: 'noun:05242430',
    usage: 'A blow to the {w} can rupture the middle meningeal artery beneath it.',
  },
  {
    word: 'ptyalism',
    synset: 'noun:13565074',
    usage: 'Pregnant women sometimes suffer from {w} during the first trimester.',
  },
  {
    word: 'purism',
    synset: 'noun:07206610',
    usage: 'Linguistic {w} led the academy to reject many borrowed English words.',
  },
  {
    word: 'purveyance',
    synset: 'noun:01062848',
    usage: 'The monastery handled the {w} of bread and wine to the royal household.',
  },
  {
    word: 'pusillanimity',
    synset: 'noun:04868216',
    usage: "The general's {w} in the face of a smaller enemy cost him his command.",
  },
  {
    word: 'pycnodysostosis',
    synset: 'noun:14530135',
    usage: 'Children with {w} are prone to fractures and often need careful dental care.',
  },
  {
    word: 'pyelogram',
    synset: 'noun:04034948',
    usage: 'The {w} revealed a stone blocking drainage on the left side.',
  },
  {
    word: 'pyelography',
    synset: 'noun:00908362',
    usage: 'Intravenous {w} has largely been replaced by CT scanning for detecting stones.',
  },
  {
    word: 'pyocyanase',
    synset: 'noun:04035357',
    usage: 'Early researchers tested {w} as a treatment long before penicillin appeared.',
  },
  {
    word: 'pyrilamine',
    synset: 'noun:04036017',
    usage: 'Some over-the-counter menstrual remedies contain {w} alongside a pain reliever.',
  },
  {
    word: 'pyroelectricity',
    synset: 'noun:11455775',
    usage: 'Ancient observers noticed the {w} of a gemstone warmed in hot ashes.',
  },
  {
    word: 'pyrography',
    synset: 'noun:00940056',
    usage: 'She decorated the spoon handles with {w}, tracing delicate vines in brown lines.',
  },
  {
    word: 'pyrolysis',
    synset: 'noun:07374677',
    usage: 'Plastic waste can be turned into fuel oil through {w}.',
  },
  {
    word: 'pyromania',
    synset: 'noun:09205826',
    usage: "The teenager's {w} came to light after a third barn burned down.",
  },
  {
    word: 'pyrrhic',
    synset: 'noun:07110561',
    usage: 'In this line, {a} {w} is followed immediately by a spondee.',
  },
  {
    word: 'qintar',
    synset: 'noun:13706840',
    usage: 'Inflation has made the {w} practically worthless, and the coins no longer circulate.',
  },
  {
    word: 'quadrature',
    synset: 'noun:00875349',
    usage: 'Greek geometers tried in vain to achieve the {w} of the circle with compass and ruler.',
  },
  {
    word: 'quadrennium',
    synset: 'noun:15230515',
    usage: "The council's budget is planned over {a} {w} that matches the Olympic cycle.",
  },
  {
    word: 'quadric',
    synset: 'noun:13925598',
    usage: 'An ellipsoid is a familiar example of {a} {w} in three dimensions.',
  },
  {
    word: 'quadriplegic',
    synset: 'noun:10517119',
    usage: 'Since the diving accident, the {w} has used a breath-controlled wheelchair.',
  },
  {
    word: 'quantic',
    synset: 'noun:05871197',
    usage: 'Nineteenth-century algebraists studied the invariants of a binary {w} under linear substitution.',
  },
  {
    word: 'quasar',
    synset: 'noun:09425245',
    usage: 'Light from the distant {w} has travelled for billions of years to reach us.',
  },
  {
    word: 'quattrocento',
    synset: 'noun:15230676',
    usage: "The gallery's finest rooms are devoted to Florentine painting of the {w}.",
  },
  {
    word: 'quetzal',
    synset: 'noun:13718375',
    usage: 'Market prices in Antigua are quoted in the {w}, though dollars are often accepted.',
  },
  {
    word: 'quiddity',
    synset: 'noun:05930646',
    usage: "Scholastic philosophers asked whether a thing's {w} could be grasped apart from its existence.",
  },
  {
    word: 'quiff',
    synset: 'noun:05265660',
    usage: 'He spent ten minutes each morning teasing his {w} into shape with gel.',
  },
  {
    word: 'quinquennium',
    synset: 'noun:15230595',
    usage: 'Each {w}, the statistics office revises its projections for the regional population.',
  },
  { word: 'quire', synset: 'noun:13604233', usage: 'The stationer sold foolscap by the {w} or by the ream.' },
  {
    word: 'quittance',
    synset: 'noun:13424693',
    usage: 'Once the final payment was made, the lender issued a formal {w}.',
  },
  {
    word: 'raconteur',
    synset: 'noun:09812793',
    usage: 'A gifted {w}, he kept the dinner guests laughing until midnight.',
  },
  {
    word: 'radome',
    synset: 'noun:04052335',
    usage: "The aircraft's nose {w} was cracked by a hailstone during the climb.",
  },
  {
    word: 'rajanya',
    synset: 'noun:08324075',
    usage: 'In the Vedic hymn of creation, the {w} springs from the arms of the cosmic man.',
  },
  {
    word: 'randomization',
    synset: 'noun:01010943',
    usage: 'Proper {w} ensures that neither group of patients is favoured by the investigators.',
  },
  { word: 'raphe', synset: 'noun:05283924', usage: 'A pale {w} runs along the midline of the hard palate.' },
  {
    word: 'rasterize',
    synset: 'verb:00114289',
    usage: 'The printer must {w} every vector graphic before it can print the page.',
  },
  {
    word: 'rathskeller',
    synset: 'noun:04062812',
    usage: 'After the lecture, the students went down to the {w} for steins of lager.',
  },
  {
    word: 'ratiocinate',
    synset: 'verb:00634927',
    usage: 'The detective would sit silently by the fire to {w} about the clues.',
  },
  {
    word: 'rationalist',
    synset: 'noun:10475704',
    usage: 'As a strict {w}, she dismissed all talk of the soul as idle.',
  },
  {
    word: 'ravigotte',
    synset: 'noun:07848568',
    usage: 'Cold poached chicken was served with a sharp green {w}.',
  },
  {
    word: 'ravishment',
    synset: 'noun:07506426',
    usage: "The pilgrims gazed at the cathedral's rose window in silent {w}.",
  },
  {
    word: 'razbliuto',
    synset: 'noun:07497508',
    usage: 'Finding his old letters stirred only a mild {w} that passed within the hour.',
  },
  {
    word: 'reactance',
    synset: 'noun:11524731',
    usage: "At high frequencies, the capacitor's {w} falls almost to zero.",
  },
  {
    word: 'rebato',
    synset: 'noun:04043124',
    usage: "The portrait shows the queen's face framed by a towering {w} of fine Flemish work.",
  },
  {
    word: 'recce',
    synset: 'noun:00987094',
    usage: "The patrol went out on a dawn {w} of the enemy's forward positions.",
  },
  {
    word: 'recessive',
    synset: 'noun:05445891',
    usage: 'Both parents carried the {w} for cystic fibrosis without showing any symptoms.',
  },
  {
    word: 'recidivism',
    synset: 'noun:00069437',
    usage: 'Education programmes in prison have been shown to reduce {w} among released inmates.',
  },
  {
    word: 'recuse',
    synset: 'verb:00974899',
    usage: 'The magistrate decided to {w} herself because her brother represented the defendant.',
  },
  {
    word: 'reducer',
    synset: 'noun:04073771',
    usage: 'The plumber fitted {a} {w} to connect the wide drain to the narrower outlet.',
  },
  {
    word: 'reeve',
    synset: 'verb:02057545',
    usage: 'The bosun showed the apprentice how to {w} a tackle properly.',
  },
  {
    word: 'referent',
    synset: 'noun:06615595',
    usage: 'Every dyadic relation holds between {a} {w} and a relatum.',
  },
  { word: 'regur', synset: 'noun:14719658', usage: 'Cotton thrives on the {w} of the Deccan plateau.' },
  {
    word: 'rejig',
    synset: 'verb:02346487',
    usage: 'The carmaker will {w} its assembly lines to build electric vehicles.',
  },
  {
    word: 'remuda',
    synset: 'noun:08011260',
    usage: 'At dawn the wrangler drove the {w} into the rope corral for the cowboys.',
  },
  {
    word: 'rentier',
    synset: 'noun:10540557',
    usage: 'Postwar inflation ruined many a {w} living comfortably on savings.',
  },
  {
    word: 'reseau',
    synset: 'noun:04085114',
    usage: 'Each glass plate bore the faint grid of {a} {w} to help locate every object.',
  },
  {
    word: 'resonate',
    synset: 'verb:00593432',
    usage: "The candidate's message failed to {w} with younger voters.",
  },
  {
    word: 'reticle',
    synset: 'noun:04089998',
    usage: 'The sniper centred the {w} on the target and slowed his breathing.',
  },
  { word: 'reveille', synset: 'noun:00243969', usage: 'The recruits stumbled out of their bunks at {w}.' },
  {
    word: 'revenant',
    synset: 'noun:10546109',
    usage: 'The village barely recognized the gaunt {w} home from twenty years at sea.',
  },
  {
    word: 'rhaphe',
    synset: 'noun:05283924',
    usage: 'A dark {w} runs down the length of the seed where the stalk was attached.',
  },
  {
    word: 'rheum',
    synset: 'noun:14877834',
    usage: 'The old man dabbed at the {w} gathering at the corners of his lids.',
  },
  {
    word: 'ribier',
    synset: 'noun:07776273',
    usage: 'The fruit stall piled bunches of plump {w} beside the green seedless varieties.',
  },
  {
    word: 'rictus',
    synset: 'noun:06890559',
    usage: 'His face froze in {a} {w} of terror as the car skidded toward the edge.',
  },
  {
    word: 'rigatoni',
    synset: 'noun:07716093',
    usage: 'She baked the {w} with sausage, tomato sauce and plenty of mozzarella.',
  },
  {
    word: 'ringgit',
    synset: 'noun:13720181',
    usage: 'Hotel rates in Kuala Lumpur are quoted in the {w}, not in dollars.',
  },
  {
    word: 'ritonavir',
    synset: 'noun:04102077',
    usage: 'Low doses of {w} are used to boost levels of other antiviral drugs.',
  },
  { word: 'riyal', synset: 'noun:13720432', usage: "Prices in Doha's markets are quoted in the {w}." },
  {
    word: 'rockery',
    synset: 'noun:04106948',
    usage: 'She tucked saxifrages and tiny gentians among the stones of her {w}.',
  },
  {
    word: 'rococo',
    synset: 'noun:04707115',
    usage: 'The palace chapel is a riot of gilded {w}, all shells and curling scrolls.',
  },
  {
    word: 'rogation',
    synset: 'noun:07205134',
    usage: 'The parish walked the boundaries each spring during the {w} before Ascension Day.',
  },
  {
    word: 'romper',
    synset: 'noun:10557711',
    usage: 'The youngest {w} tumbled off the sofa and straight back into the game.',
  },
  {
    word: 'rookery',
    synset: 'noun:08662001',
    usage: 'The noise from the {w} in the tall elms woke us every morning.',
  },
  {
    word: 'rouleau',
    synset: 'noun:04120218',
    usage: 'The milliner trimmed the bonnet with {a} {w} of pale blue silk.',
  },
  {
    word: 'rubato',
    synset: 'noun:15290234',
    usage: 'The pianist played the nocturne with a tasteful {w} that never felt mannered.',
  },
  {
    word: 'rubel',
    synset: 'noun:13722161',
    usage: 'Shoppers in Minsk saw the {w} lose much of its value during the crisis.',
  },
  {
    word: 'ruble',
    synset: 'noun:13724636',
    usage: "Dushanbe's markets priced goods in the {w} until the somoni replaced it in 2000.",
  },
  {
    word: 'rupee',
    synset: 'noun:13727258',
    usage: 'Fishermen on Mahé sell their catch at the Victoria market for the local {w}.',
  },
  {
    word: 'rupiah',
    synset: 'noun:13727779',
    usage: 'The {w} fell sharply during the Asian financial crisis of 1997.',
  },
  {
    word: 'rusher',
    synset: 'noun:10563624',
    usage: "The team's leading {w} piled up over a hundred yards against a tough defense.",
  },
  {
    word: 'rustication',
    synset: 'noun:14602760',
    usage: 'Years in the capital made the quiet {w} of the farmhouse all the more restful.',
  },
  { word: 'ruthenium', synset: 'noun:14677421', usage: 'Jewellers add a little {w} to harden their alloys.' },
  {
    word: 'rydberg',
    synset: 'noun:13665373',
    usage: 'Spectroscopists have measured the {w} to extraordinary precision using hydrogen.',
  },
  {
    word: 'sabin',
    synset: 'noun:13632058',
    usage: "The architect calculated the hall's reverberation to the nearest {w} before construction began.",
  },
  { word: 'sable', synset: 'noun:14790125', usage: 'She wore a coat of Russian {w} to the opera.' },
  {
    word: 'sabra',
    synset: 'noun:09735370',
    usage: 'As {a} {w}, she had grown up speaking Hebrew on a kibbutz.',
  },
  {
    word: 'saffranine',
    synset: 'noun:15026067',
    usage: 'The technician flooded the slide with {w} as a counterstain.',
  },
  {
    word: 'salvor',
    synset: 'noun:10569067',
    usage: "The {w} claimed a share of the cargo's value under maritime law.",
  },
  {
    word: 'samizdat',
    synset: 'noun:06282273',
    usage: 'Underground poems circulated in {w}, retyped again and again on thin carbon paper.',
  },
  {
    word: 'samurai',
    synset: 'noun:10569320',
    usage: 'Every {w} owed loyalty to his lord and carried two swords.',
  },
  {
    word: 'sanctification',
    synset: 'noun:01041957',
    usage: 'The bishop presided over the {w} of the new altar.',
  },
  {
    word: 'sangria',
    synset: 'noun:07933210',
    usage: 'On hot evenings they served a pitcher of {w} with slices of fruit.',
  },
  {
    word: 'sapropel',
    synset: 'noun:14981060',
    usage: 'Layers of ancient {w} in the Mediterranean record periods of stagnant deep water.',
  },
  {
    word: 'saquinavir',
    synset: 'noun:04300746',
    usage: 'The patient took {w} together with a booster drug to raise its blood levels.',
  },
  {
    word: 'satsuma',
    synset: 'noun:07764252',
    usage: "She tucked {a} {w} into each child's Christmas stocking.",
  },
  {
    word: 'saute',
    synset: 'verb:00327420',
    usage: 'You should {w} the onions in butter until they turn golden.',
  },
  {
    word: 'scandalisation',
    synset: 'noun:14603034',
    usage: "Her frank memoir caused widespread {w} among the town's respectable families.",
  },
  {
    word: 'scandalization',
    synset: 'noun:14603034',
    usage: "The vicar's sermon on divorce produced much {w} among older parishioners.",
  },
  {
    word: 'scapegrace',
    synset: 'noun:10574858',
    usage: 'Her younger brother was a charming {w} who gambled away his inheritance.',
  },
  {
    word: 'scherzo',
    synset: 'noun:07060975',
    usage: 'A playful {w} with a gentle trio separates the slow section from the finale.',
  },
  {
    word: 'schilling',
    synset: 'noun:13728034',
    usage: 'Viennese shopkeepers priced everything in the {w} until the euro arrived in 2002.',
  },
  {
    word: 'schizogony',
    synset: 'noun:13574621',
    usage: 'Inside red blood cells, the malaria parasite multiplies rapidly by {w}.',
  },
  {
    word: 'schtickl',
    synset: 'noun:13785198',
    usage: 'She accepted just {a} {w} of the honey cake, insisting she was full.',
  },
  {
    word: 'secant',
    synset: 'noun:13893977',
    usage: "Draw {a} {w} and note how its slope approaches the tangent's as the gap shrinks.",
  },
  {
    word: 'seeder',
    synset: 'noun:10595038',
    usage: 'The {w} flew into the storm front carrying flares of silver iodide.',
  },
  {
    word: 'seiche',
    synset: 'noun:07360795',
    usage: 'Strong winds piled water against one shore and set up {a} {w} lasting hours.',
  },
  {
    word: 'seigneur',
    synset: 'noun:10105505',
    usage: 'The {w} collected dues from the peasants who farmed his estate.',
  },
  {
    word: 'seigneury',
    synset: 'noun:00604981',
    usage: 'The family held the {w} for three generations before the Revolution swept it away.',
  },
  {
    word: 'seigniory',
    synset: 'noun:00604981',
    usage: 'The king granted him the {w} of the valley in return for military service.',
  },
  {
    word: 'seismography',
    synset: 'noun:00605110',
    usage: 'Advances in {w} allowed scientists to locate the epicentre within minutes.',
  },
  {
    word: 'selva',
    synset: 'noun:08456361',
    usage: 'The river winds for hundreds of miles through dense Amazonian {w}.',
  },
  {
    word: 'sendee',
    synset: 'noun:10598108',
    usage: 'The server bounced the email because the {w} had no valid address.',
  },
  {
    word: 'seneschal',
    synset: 'noun:10303243',
    usage: 'The {w} kept the keys to every storeroom in the castle.',
  },
  {
    word: 'septillion',
    synset: 'noun:13775725',
    usage: 'Some estimates put the count of stars in the observable universe near {a} {w}.',
  },
  {
    word: 'sequella',
    synset: 'noun:07309457',
    usage: 'Chronic fatigue can be a lasting {w} of a severe viral infection.',
  },
  {
    word: 'serendipity',
    synset: 'noun:11484294',
    usage: "Penicillin's discovery is often cited as a classic case of {w} in science.",
  },
  {
    word: 'serigraphy',
    synset: 'noun:00941047',
    usage: 'The artist turned to {w} to produce bold posters in flat, vivid colours.',
  },
  {
    word: 'servitor',
    synset: 'noun:10602702',
    usage: "A silent {w} refilled the guests' goblets throughout the feast.",
  },
  {
    word: 'seventieth',
    synset: 'noun:13871591',
    usage: 'Our flat was the {w} in a row of identical terraced houses.',
  },
  {
    word: 'severalise',
    synset: 'verb:00663398',
    usage: "A careful reader must {w} the author's own views from those of his characters.",
  },
  {
    word: 'severalty',
    synset: 'noun:13261869',
    usage: 'Each family held its land in {w} rather than in common.',
  },
  {
    word: 'shandy',
    synset: 'noun:07929074',
    usage: 'After the match he ordered a cold {w} in the pub garden.',
  },
  {
    word: 'shank',
    synset: 'noun:05570389',
    usage: 'The footballer limped off holding his {w}, bruised by a late tackle.',
  },
  {
    word: 'shekel',
    synset: 'noun:13728415',
    usage: 'The {w} strengthened against the dollar as technology exports grew.',
  },
];
