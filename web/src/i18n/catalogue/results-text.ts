import type { ResultsTextKey, ResultsTone } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

/**
 * The results message's words (docs/product.md §9): a title per tone, and the texts shared-schema RESULTS_TEXTS names
 * (it keeps what each claims, so no text praises a flawless game that was not).
 */
export const resultsTextEnglish = {
  titles: {
    'bluff-proof': 'Bluff-proof',
    solid: 'Solid effort',
    oof: 'Oof',
  } satisfies Record<ResultsTone, string>,
  texts: {
    bouncer: 'No fake word got past you. The dictionary should hire you as a bouncer.',
    wordHound: 'You sniffed out every bluff like a word-hound on a scent.',
    oneSlippedPast: 'One slipped past, but the rest never stood a chance.',
    lexicographersFear: 'Lexicographers fear you. Bluffers weep.',
    certified: 'Certified bluff-proof. Frame this score.',
    heldTheLine: 'Not bad at all! A few bluffs slipped through, but you held the line.',
    knowYourWords: 'You know your words. The fakes only fooled you now and then.',
    everyCallRight: 'Every call right! Answer faster next time and the points pile up.',
    respectable: 'Respectable! One more round and the dictionary is yours.',
    steadyHand: 'A steady hand and a sharp eye. Keep going!',
    fieldDay: 'The fakes had a field day. Time for a rematch!',
    sneakyBluffs: 'Those bluffs were sneaky. Shake it off and try again.',
    dictionaryCalled: 'The dictionary called. It misses you.',
    startsSomewhere: 'Every word master starts somewhere. This is somewhere!',
  } satisfies Record<ResultsTextKey, string>,
};

export const resultsTextFilipino: MessagesOf<typeof resultsTextEnglish> = {
  titles: {
    'bluff-proof': 'Hindi Malulusutan',
    solid: 'Magandang Laban',
    oof: 'Aray Ko',
  },
  texts: {
    bouncer:
      'Walang pekeng salitang nakalusot sa iyo. Dapat kang kunin ng diksiyunaryo bilang bantay sa pinto.',
    wordHound: 'Naamoy mo ang bawat bluff na parang asong pangaso ng mga salita.',
    oneSlippedPast: 'May isang nakalusot, pero walang laban ang iba.',
    lexicographersFear: 'Takot sa iyo ang mga gumagawa ng diksiyunaryo. Umiiyak ang mga nambobola.',
    certified: 'Sertipikadong hindi malulusutan. Ipa-frame mo ang iskor na ito.',
    heldTheLine: 'Hindi masama! May ilang bluff na nakalusot, pero hindi ka bumigay.',
    knowYourWords: 'Kilala mo ang mga salita. Paminsan-minsan ka lang naloko ng mga peke.',
    everyCallRight: 'Tama lahat ng sagot mo! Bilisan mo pa sa susunod at dadami ang puntos.',
    respectable: 'Kahanga-hanga! Isa pang yugto at sa iyo na ang diksiyunaryo.',
    steadyHand: 'Matatag na kamay at matalas na mata. Tuloy lang!',
    fieldDay: 'Nagpiyesta ang mga peke. Oras na para bumawi!',
    sneakyBluffs: 'Ang tuso ng mga bluff na iyon. Huwag kang panghinaan at subukan ulit.',
    dictionaryCalled: 'Tumawag ang diksiyunaryo. Nami-miss ka raw.',
    startsSomewhere: 'Lahat ng dalubhasa sa salita ay nagsimula sa kung saan. Dito ka nagsisimula!',
  },
};
