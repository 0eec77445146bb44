import type {Synonyms} from './types';

/**
 * Words homeowners search with that the pages say another way. When a search misses, add the missing
 * word to its group here; nothing else changes. Case, plurals and endings do not matter (railing =
 * railings), and a phrase may have several words ("two story").
 * - groups: every phrase in a group finds the others.
 * - oneWay: the phrase on the left also finds those on the right, not the reverse (a brand finds
 *   "composite"; "composite" does not find every brand).
 * A synonym counts a little less than the word the visitor typed.
 */
export const searchSynonyms: Synonyms = {
  groups: [
    [
      'two story',
      'second story',
      '2 story',
      'two level',
      'multi level',
      'multilevel',
      'split level',
      'elevated',
      'upper level',
      'raised',
    ],
    ['value', 'roi', 'resale', 'return', 'investment', 'worth'],
    ['cost', 'price', 'how much', 'pricing', 'expensive', 'afford'],
    ['cheap', 'cheapest', 'inexpensive', 'budget', 'least money', 'lowest cost', 'low cost'],
    ['quote', 'estimate', 'bid'],
    ['permit', 'permits', 'code', 'inspection'],
    ['railing', 'rail', 'handrail', 'guardrail', 'guard', 'banister'],
    ['baluster', 'spindle', 'picket'],
    ['soft', 'spongy', 'rot', 'rotten', 'rotted', 'rotting', 'decay'],
    ['wobbly', 'loose', 'shaky', 'wobble', 'moves', 'bouncy', 'bounce'],
    ['mold', 'moldy', 'mildew', 'algae', 'green slime', 'slime'],
    // British spelling on purpose: visitors type it. cspell:disable-next-line
    ['gray', 'grey', 'faded', 'fading', 'weathered'],
    ['pergola', 'arbor', 'shade', 'shade sail', 'louvered roof', 'cover', 'covered', 'awning', 'roof'],
    ['lighting', 'lights', 'light', 'led', 'lamp'],
    ['last', 'lifespan', 'life', 'durable', 'last long', 'lasts'],
    ['stain', 'seal', 'sealer', 'sealing', 'staining', 'finish', 'refinish', 'restain'],
    ['pressure wash', 'power wash', 'pressure washer', 'power washer'],
    ['finance', 'financing', 'loan', 'pay for', 'payment', 'borrow'],
    ['home equity', 'heloc', 'equity line'],
    ['pvc', 'vinyl', 'plastic', 'cellular pvc'],
    ['pressure treated', 'treated lumber', 'treated pine', 'pt lumber', 'pt wood'],
    ['size', 'big', 'large', 'dimensions', 'square feet', 'sqft'],
    ['slope', 'sloped', 'steep', 'hillside', 'hill', 'uneven yard'],
    ['hot tub', 'jacuzzi', 'spa'],
    ['ledger', 'pulling away from house', 'attached to the house'],
    ['footing', 'footings', 'foundation', 'post', 'posts', 'pier'],
    ['sinking', 'settling', 'leaning', 'heave'],
    ['storm', 'tree fell', 'damage', 'emergency'],
    ['fix', 'repair', 'repairs'],
    ['replace', 'replacement', 'rebuild', 'resurface', 'resurfacing', 'new boards'],
    ['time of year', 'season', 'month', 'schedule', 'busiest'],
    ['how long', 'timeline', 'weeks', 'days'],
    ['low maintenance', 'low upkeep', 'no staining', 'easy care'],
    ['maintenance', 'maintain', 'upkeep', 'care'],
    ['hot', 'heat', 'bare feet', 'temperature'],
    ['rental', 'cabin', 'vacation rental', 'airbnb', 'vrbo', 'short term rental'],
    ['lake', 'waterfront', 'lakeside', 'shore', 'dock'],
    ['builder', 'contractor', 'company', 'installer', 'build'],
    ['warranty', 'guarantee'],
    ['ideas', 'options', 'styles', 'types', 'trends'],
    ['phone', 'call', 'contact', 'phone number'],
  ],
  oneWay: {
    trex: ['composite'],
    timbertech: ['composite'],
    azek: ['pvc'],
    fiberon: ['composite'],
    deckorators: ['composite'],
    gatlinburg: ['sevierville', 'sevier county'],
    'pigeon forge': ['sevierville', 'sevier county'],
    'wears valley': ['sevierville', 'sevier county'],
    alcoa: ['maryville', 'blount county'],
    'blount county': ['maryville'],
    'sevier county': ['sevierville'],
    'anderson county': ['clinton', 'oak ridge'],
    'loudon county': ['lenoir city'],
    'knox county': ['knoxville'],
    ice: ['ice melt', 'snow'],
    salt: ['ice melt'],
    sunny: ['sun', 'shade'],
    areas: ['service areas', 'serve'],
    area: ['service areas', 'serve'],
  },
};
