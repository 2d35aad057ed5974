// Classical (Greek and Latin) word parts and the plain English each carries. Real rare words are built from
// them (nephology, "the study of clouds"), and a reader who sees the parts fit the meaning calls the word
// real: invented words built the same way give that reading no side to lean on.

export type ClassicalOrigin = 'greek' | 'latin';

/**
 * What a root names, which decides the endings it takes (no inflammation of a wind). `plant` is a whole
 * plant or fungus, `plant-part` what a plant bears (a leaf, a fruit); `phenomenon` is a place or a thing
 * of nature (the sea, a cloud); `condition` a state or sensation rather than a thing (heat, sleep, death).
 */
export type RootKind =
  'body' | 'animal' | 'plant' | 'plant-part' | 'substance' | 'phenomenon' | 'condition' | 'person' | 'object';

/** Which part of the body: an internal organ, an outer feature (the eye, the lip), a limb, tissue, or what grows out (a tooth, hair). */
export type BodyPart = 'organ' | 'feature' | 'member' | 'tissue' | 'growth';

export interface CombiningForm {
  /** The spelling before the linking vowel: `hydr` (hydro-), `ornith` (ornitho-), `pisc` (pisci-). */
  form: string;
  origin: ClassicalOrigin;
  /** The plain English noun, singular: `bird`, `water`, `kidney`. */
  noun: string;
  /** What "a fear of ..." takes: `birds`, `water`, `the sea`, `the kidneys`. */
  nouns: string;
  kind: RootKind;
  bodyPart?: BodyPart;
  /** A mass noun: no "shaped like a water". */
  isMass: boolean;
  /** Something an animal eats, so "feeding on ..." reads as a diet. */
  isFood?: boolean;
  /** Something a plant, rock or animal bears or produces (gold, flowers, honey), for "bearing or producing ...". */
  isYield?: boolean;
  /** Where a plant or animal may live: `in sand`, `on trees`. */
  habitat?: string;
  /** What an instrument named for it would measure: `the depth of snow`. */
  measure?: string;
}

type Traits = Partial<
  Pick<CombiningForm, 'bodyPart' | 'isMass' | 'isFood' | 'isYield' | 'habitat' | 'measure'>
>;

function root(
  origin: ClassicalOrigin,
  form: string,
  noun: string,
  nouns: string,
  kind: RootKind,
  traits: Traits = {},
): CombiningForm {
  return { form, origin, noun, nouns, kind, isMass: nouns === noun, ...traits };
}

const greek = (form: string, noun: string, nouns: string, kind: RootKind, traits?: Traits) =>
  root('greek', form, noun, nouns, kind, traits);
const latin = (form: string, noun: string, nouns: string, kind: RootKind, traits?: Traits) =>
  root('latin', form, noun, nouns, kind, traits);
const body = (origin: ClassicalOrigin, form: string, noun: string, nouns: string, part: BodyPart) =>
  root(origin, form, noun, nouns, 'body', { bodyPart: part });
const food = { isFood: true } as const;

/** Combining forms whose sense is certain, each as the real words built on it use it. */
export const COMBINING_FORMS: readonly CombiningForm[] = [
  // Greek animals
  greek('ornith', 'bird', 'birds', 'animal', food),
  greek('ichthy', 'fish', 'fish', 'animal', { ...food, isMass: false }),
  greek('myrmec', 'ant', 'ants', 'animal', food),
  greek('ailur', 'cat', 'cats', 'animal'),
  greek('cyn', 'dog', 'dogs', 'animal'),
  greek('hipp', 'horse', 'horses', 'animal', food),
  greek('ophi', 'snake', 'snakes', 'animal', food),
  greek('herpet', 'reptile', 'reptiles', 'animal'),
  greek('entom', 'insect', 'insects', 'animal', food),
  greek('arachn', 'spider', 'spiders', 'animal'),
  greek('melitt', 'bee', 'bees', 'animal'),
  greek('taur', 'bull', 'bulls', 'animal'),
  greek('batrach', 'frog', 'frogs', 'animal', food),
  greek('saur', 'lizard', 'lizards', 'animal', food),
  greek('pithec', 'ape', 'apes', 'animal'),
  greek('carcin', 'crab', 'crabs', 'animal', food),
  greek('helminth', 'worm', 'worms', 'animal', food),
  greek('acar', 'mite', 'mites', 'animal', food),
  greek('zoo', 'animal', 'animals', 'animal', food),
  greek('lyc', 'wolf', 'wolves', 'animal'),
  greek('leont', 'lion', 'lions', 'animal'),
  greek('arct', 'bear', 'bears', 'animal'),
  greek('alectry', 'rooster', 'roosters', 'animal'),
  greek('cet', 'whale', 'whales', 'animal'),
  // Greek plants and what they bear
  greek('dendr', 'tree', 'trees', 'plant', { habitat: 'on trees', measure: 'the diameter of trees' }),
  greek('myc', 'fungus', 'fungi', 'plant', { ...food, habitat: 'on fungi' }),
  greek('bry', 'moss', 'mosses', 'plant', { habitat: 'among mosses' }),
  greek('pterid', 'fern', 'ferns', 'plant'),
  greek('botan', 'plant', 'plants', 'plant'),
  greek('phyt', 'plant', 'plants', 'plant', food),
  greek('ampel', 'vine', 'vines', 'plant'),
  greek('rhod', 'rose', 'roses', 'plant'),
  greek('lichen', 'lichen', 'lichens', 'plant', { ...food, habitat: 'on lichens' }),
  greek('phyc', 'alga', 'algae', 'plant', food),
  greek('phyll', 'leaf', 'leaves', 'plant-part', { ...food, habitat: 'on leaves' }),
  greek('anth', 'flower', 'flowers', 'plant-part', food),
  greek('rhiz', 'root', 'roots', 'plant-part', food),
  greek('carp', 'fruit', 'fruits', 'plant-part', food),
  // Greek substances
  greek('hydr', 'water', 'water', 'substance'),
  greek('lith', 'stone', 'stones', 'substance', { habitat: 'on stones' }),
  greek('petr', 'rock', 'rocks', 'substance', { habitat: 'on rocks' }),
  greek('psamm', 'sand', 'sand', 'substance', { habitat: 'in sand' }),
  greek('xyl', 'wood', 'wood', 'substance', { ...food, habitat: 'on wood' }),
  greek('chrys', 'gold', 'gold', 'substance'),
  greek('argyr', 'silver', 'silver', 'substance'),
  greek('chalc', 'copper', 'copper', 'substance'),
  greek('sider', 'iron', 'iron', 'substance'),
  greek('hyal', 'glass', 'glass', 'substance'),
  greek('galact', 'milk', 'milk', 'substance', { ...food, measure: 'the density of milk' }),
  greek('oen', 'wine', 'wine', 'substance', { measure: 'the alcohol content of wine' }),
  greek('hal', 'salt', 'salt', 'substance', {
    habitat: 'in salty soil',
    measure: 'the salt content of water',
  }),
  greek('copr', 'dung', 'dung', 'substance', { ...food, habitat: 'on dung' }),
  greek('hemat', 'blood', 'blood', 'substance', food),
  greek('sarc', 'flesh', 'flesh', 'substance', food),
  greek('geo', 'earth', 'earth', 'substance', food),
  greek('crystall', 'crystal', 'crystals', 'substance'),
  greek('toxic', 'poison', 'poisons', 'substance'),
  greek('pharmac', 'drug', 'drugs', 'substance'),
  greek('aer', 'air', 'air', 'substance', { measure: 'the density of air' }),
  greek('atm', 'vapor', 'vapor', 'substance', { measure: 'the rate of evaporation' }),
  greek('capn', 'smoke', 'smoke', 'substance'),
  greek('pag', 'ice', 'ice', 'substance', food),
  greek('oo', 'egg', 'eggs', 'substance', food),
  // Greek places and things of nature
  greek('pyr', 'fire', 'fire', 'phenomenon'),
  greek('oneir', 'dream', 'dreams', 'phenomenon'),
  greek('astr', 'star', 'stars', 'phenomenon'),
  greek('selen', 'moon', 'the moon', 'phenomenon'),
  greek('heli', 'sun', 'the sun', 'phenomenon'),
  greek('anem', 'wind', 'winds', 'phenomenon', { measure: 'the speed of the wind' }),
  greek('nephel', 'cloud', 'clouds', 'phenomenon', { measure: 'the amount of cloud cover' }),
  greek('neph', 'cloud', 'clouds', 'phenomenon', { measure: 'the amount of cloud cover' }),
  greek('chion', 'snow', 'snow', 'phenomenon', { habitat: 'on snow', measure: 'the depth of snow' }),
  greek('hyet', 'rain', 'rain', 'phenomenon', { measure: 'rainfall' }),
  greek('ombr', 'rain', 'rain', 'phenomenon', { measure: 'rainfall' }),
  greek('bront', 'thunder', 'thunder', 'phenomenon'),
  greek('astrap', 'lightning', 'lightning', 'phenomenon'),
  greek('ceraun', 'thunderbolt', 'thunderbolts', 'phenomenon'),
  greek('seism', 'earthquake', 'earthquakes', 'phenomenon', { measure: 'the strength of earthquakes' }),
  greek('thalass', 'sea', 'the sea', 'phenomenon', { habitat: 'in the sea' }),
  greek('potam', 'river', 'rivers', 'phenomenon', { habitat: 'in rivers' }),
  greek('limn', 'lake', 'lakes', 'phenomenon', { habitat: 'in lakes' }),
  greek('speleo', 'cave', 'caves', 'phenomenon', { habitat: 'in caves' }),
  greek('top', 'place', 'places', 'phenomenon'),
  // Greek states and sensations
  greek('therm', 'heat', 'heat', 'condition', { measure: 'temperature' }),
  greek('cry', 'cold', 'cold', 'condition'),
  greek('phot', 'light', 'light', 'condition', { measure: 'the intensity of light' }),
  greek('chrom', 'color', 'colors', 'condition'),
  greek('phon', 'sound', 'sounds', 'condition', { measure: 'the loudness of sounds' }),
  greek('osm', 'smell', 'smells', 'condition'),
  greek('thanat', 'death', 'death', 'condition'),
  greek('hypn', 'sleep', 'sleep', 'condition'),
  greek('chron', 'time', 'time', 'condition'),
  greek('nyct', 'night', 'the night', 'condition'),
  greek('scot', 'darkness', 'darkness', 'condition'),
  greek('plut', 'wealth', 'wealth', 'condition'),
  // Greek people and beings
  greek('gyn', 'woman', 'women', 'person'),
  greek('andr', 'man', 'men', 'person'),
  greek('paed', 'child', 'children', 'person'),
  greek('geront', 'old person', 'old people', 'person'),
  greek('the', 'god', 'gods', 'person'),
  greek('demon', 'demon', 'demons', 'person'),
  greek('angel', 'angel', 'angels', 'person'),
  greek('necr', 'corpse', 'the dead', 'person'),
  greek('hagi', 'saint', 'saints', 'person'),
  greek('anthrop', 'human being', 'human beings', 'person'),
  greek('iatr', 'physician', 'physicians', 'person'),
  greek('xen', 'foreigner', 'foreigners', 'person'),
  greek('ptoch', 'poor person', 'the poor', 'person'),
  greek('ochl', 'crowd', 'crowds', 'person'),
  // Greek objects
  greek('bibli', 'book', 'books', 'object'),
  greek('hopl', 'weapon', 'weapons', 'object'),
  greek('mechan', 'machine', 'machines', 'object'),
  greek('catoptr', 'mirror', 'mirrors', 'object'),
  greek('xiph', 'sword', 'swords', 'object'),
  greek('belon', 'needle', 'needles', 'object'),
  greek('icon', 'image', 'images', 'object'),
  greek('idol', 'idol', 'idols', 'object'),
  greek('ichn', 'footprint', 'footprints', 'object'),
  // Greek body parts
  body('greek', 'chir', 'hand', 'the hands', 'member'),
  body('greek', 'pod', 'foot', 'the feet', 'member'),
  body('greek', 'cephal', 'head', 'the head', 'member'),
  body('greek', 'dactyl', 'finger', 'the fingers', 'member'),
  body('greek', 'brachi', 'arm', 'the arms', 'member'),
  body('greek', 'gnath', 'jaw', 'the jaws', 'member'),
  body('greek', 'pter', 'wing', 'the wings', 'member'),
  body('greek', 'odont', 'tooth', 'the teeth', 'growth'),
  body('greek', 'onych', 'nail', 'the nails', 'growth'),
  { ...body('greek', 'trich', 'hair', 'the hair', 'growth'), isMass: true },
  { ...body('greek', 'derm', 'skin', 'the skin', 'tissue'), isMass: true },
  body('greek', 'chondr', 'cartilage', 'cartilage', 'tissue'),
  body('greek', 'oste', 'bone', 'the bones', 'tissue'),
  body('greek', 'neur', 'nerve', 'the nerves', 'tissue'),
  body('greek', 'arthr', 'joint', 'the joints', 'tissue'),
  body('greek', 'angi', 'blood vessel', 'the blood vessels', 'tissue'),
  body('greek', 'phleb', 'vein', 'the veins', 'tissue'),
  body('greek', 'arteri', 'artery', 'the arteries', 'tissue'),
  body('greek', 'aden', 'gland', 'the glands', 'tissue'),
  body('greek', 'spondyl', 'vertebra', 'the vertebrae', 'tissue'),
  body('greek', 'nephr', 'kidney', 'the kidneys', 'organ'),
  body('greek', 'hepat', 'liver', 'the liver', 'organ'),
  body('greek', 'gastr', 'stomach', 'the stomach', 'organ'),
  body('greek', 'cardi', 'heart', 'the heart', 'organ'),
  body('greek', 'pneumon', 'lung', 'the lungs', 'organ'),
  body('greek', 'splen', 'spleen', 'the spleen', 'organ'),
  body('greek', 'cyst', 'bladder', 'the bladder', 'organ'),
  body('greek', 'hyster', 'uterus', 'the uterus', 'organ'),
  body('greek', 'enter', 'intestine', 'the intestines', 'organ'),
  body('greek', 'encephal', 'brain', 'the brain', 'organ'),
  body('greek', 'pancreat', 'pancreas', 'the pancreas', 'organ'),
  body('greek', 'laryng', 'larynx', 'the larynx', 'organ'),
  body('greek', 'pharyng', 'pharynx', 'the pharynx', 'organ'),
  body('greek', 'trache', 'trachea', 'the trachea', 'organ'),
  body('greek', 'ophthalm', 'eye', 'the eyes', 'feature'),
  body('greek', 'ot', 'ear', 'the ears', 'feature'),
  body('greek', 'rhin', 'nose', 'the nose', 'feature'),
  body('greek', 'gloss', 'tongue', 'the tongue', 'feature'),
  body('greek', 'cheil', 'lip', 'the lips', 'feature'),
  body('greek', 'stomat', 'mouth', 'the mouth', 'feature'),
  body('greek', 'mast', 'breast', 'the breasts', 'feature'),
  body('greek', 'omphal', 'navel', 'the navel', 'feature'),
  body('greek', 'blephar', 'eyelid', 'the eyelids', 'feature'),
  // Latin animals
  latin('pisc', 'fish', 'fish', 'animal', { ...food, isMass: false }),
  latin('av', 'bird', 'birds', 'animal', food),
  latin('insect', 'insect', 'insects', 'animal', food),
  latin('formic', 'ant', 'ants', 'animal', food),
  latin('fel', 'cat', 'cats', 'animal'),
  latin('can', 'dog', 'dogs', 'animal'),
  latin('verm', 'worm', 'worms', 'animal', food),
  latin('ap', 'bee', 'bees', 'animal'),
  latin('musc', 'fly', 'flies', 'animal', food),
  latin('mur', 'mouse', 'mice', 'animal', food),
  latin('equ', 'horse', 'horses', 'animal'),
  latin('lup', 'wolf', 'wolves', 'animal'),
  latin('urs', 'bear', 'bears', 'animal'),
  latin('ran', 'frog', 'frogs', 'animal', food),
  latin('cancr', 'crab', 'crabs', 'animal', food),
  latin('serpent', 'snake', 'snakes', 'animal', food),
  // Latin plants and what they bear
  latin('arbor', 'tree', 'trees', 'plant', { habitat: 'on trees' }),
  latin('herb', 'plant', 'plants', 'plant', food),
  latin('fung', 'fungus', 'fungi', 'plant', { ...food, habitat: 'on fungi' }),
  latin('gramin', 'grass', 'grasses', 'plant', food),
  latin('flor', 'flower', 'flowers', 'plant-part', { ...food, isYield: true }),
  latin('foli', 'leaf', 'leaves', 'plant-part', { ...food, isYield: true }),
  latin('frug', 'fruit', 'fruit', 'plant-part', food),
  latin('fruct', 'fruit', 'fruit', 'plant-part', { isYield: true }),
  latin('gran', 'grain', 'grain', 'plant-part', food),
  latin('radic', 'root', 'roots', 'plant-part', food),
  latin('cort', 'bark', 'bark', 'plant-part', { ...food, habitat: 'on bark' }),
  latin('bacc', 'berry', 'berries', 'plant-part', { ...food, isYield: true }),
  latin('nuc', 'nut', 'nuts', 'plant-part', { ...food, isYield: true }),
  latin('spin', 'thorn', 'thorns', 'plant-part', { isYield: true }),
  latin('pir', 'pear', 'pears', 'plant-part'),
  // Latin substances
  latin('aur', 'gold', 'gold', 'substance', { isYield: true }),
  latin('argent', 'silver', 'silver', 'substance', { isYield: true }),
  latin('ferr', 'iron', 'iron', 'substance', { isYield: true }),
  latin('cupr', 'copper', 'copper', 'substance', { isYield: true }),
  latin('plumb', 'lead', 'lead', 'substance', { isYield: true }),
  latin('stann', 'tin', 'tin', 'substance', { isYield: true }),
  latin('sal', 'salt', 'salt', 'substance', { isYield: true }),
  latin('lact', 'milk', 'milk', 'substance', { ...food, isYield: true }),
  latin('mell', 'honey', 'honey', 'substance', { ...food, isYield: true }),
  latin('cer', 'wax', 'wax', 'substance', { isYield: true }),
  latin('ole', 'oil', 'oil', 'substance', { isYield: true }),
  latin('resin', 'resin', 'resin', 'substance', { isYield: true }),
  latin('aqu', 'water', 'water', 'substance', { isYield: true }),
  latin('sangu', 'blood', 'blood', 'substance', food),
  latin('carn', 'flesh', 'flesh', 'substance', food),
  latin('lign', 'wood', 'wood', 'substance', { ...food, habitat: 'on wood' }),
  latin('lapid', 'stone', 'stones', 'substance', { habitat: 'under stones' }),
  latin('sax', 'rock', 'rocks', 'substance', { habitat: 'on rocks' }),
  latin('aren', 'sand', 'sand', 'substance', { habitat: 'in sand' }),
  latin('lut', 'mud', 'mud', 'substance', { habitat: 'in mud' }),
  latin('calc', 'lime', 'lime', 'substance', { habitat: 'on soil rich in lime' }),
  latin('terr', 'soil', 'soil', 'substance', { habitat: 'in the soil' }),
  latin('ov', 'egg', 'eggs', 'substance', { ...food, isYield: true }),
  // Latin places and things of nature
  latin('niv', 'snow', 'snow', 'phenomenon', { habitat: 'on snow' }),
  latin('mar', 'sea', 'the sea', 'phenomenon', { habitat: 'in the sea' }),
  latin('fluvi', 'river', 'rivers', 'phenomenon', { habitat: 'in rivers' }),
  latin('cavern', 'cave', 'caves', 'phenomenon', { habitat: 'in caves' }),
  latin('palud', 'marsh', 'marshes', 'phenomenon', { habitat: 'in marshes' }),
  latin('silv', 'forest', 'forests', 'phenomenon', { habitat: 'in forests' }),
  latin('nub', 'cloud', 'clouds', 'phenomenon', { isYield: true }),
  latin('lumin', 'light', 'light', 'condition', { isYield: true }),
  // Latin kin, for the killing of one's own
  latin('patr', 'father', 'fathers', 'person'),
  latin('matr', 'mother', 'mothers', 'person'),
  latin('fratr', 'brother', 'brothers', 'person'),
  latin('soror', 'sister', 'sisters', 'person'),
  latin('uxor', 'wife', 'wives', 'person'),
  latin('marit', 'husband', 'husbands', 'person'),
  latin('fili', 'child', 'children', 'person'),
  latin('avuncul', 'uncle', 'uncles', 'person'),
  // Latin objects
  latin('clav', 'club', 'clubs', 'object'),
  latin('fus', 'spindle', 'spindles', 'object'),
  latin('cultr', 'knife', 'knives', 'object'),
  latin('ens', 'sword', 'swords', 'object'),
  latin('falc', 'sickle', 'sickles', 'object'),
  latin('scut', 'shield', 'shields', 'object'),
  latin('cribr', 'sieve', 'sieves', 'object'),
  latin('cune', 'wedge', 'wedges', 'object'),
  latin('nav', 'ship', 'ships', 'object'),
  latin('unc', 'hook', 'hooks', 'object'),
  latin('conch', 'shell', 'shells', 'object'),
  // Latin body parts
  body('latin', 'dent', 'tooth', 'the teeth', 'growth'),
  body('latin', 'cord', 'heart', 'the heart', 'organ'),
  body('latin', 'ren', 'kidney', 'the kidneys', 'organ'),
  body('latin', 'ocul', 'eye', 'the eyes', 'feature'),
  body('latin', 'lingu', 'tongue', 'the tongue', 'feature'),
  body('latin', 'digit', 'finger', 'the fingers', 'member'),
  body('latin', 'ped', 'foot', 'the feet', 'member'),
  body('latin', 'man', 'hand', 'the hands', 'member'),
];
