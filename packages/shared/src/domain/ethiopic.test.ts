import { describe, expect, it } from 'vitest';
import { transliterate } from './ethiopic-input.ts';
import { hasEthiopic, looseRomanised, matchesRomanised, romanise, romaniseForDisplay } from './ethiopic.ts';

/**
 * The reference table: every consonant family Amharic uses, its seven orders and its labialised
 * form, each syllable on its own (so the 6th order is word-final: no vowel). Written out by hand
 * from the scheme in ethiopic.ts, not generated from it. Each of these, typed, is the syllable
 * again (the input method's own table), but for the few marked "said" at the end of the file.
 */
const families: [string, string][] = [
  ['ሀሁሂሃሄህሆሇ', 'he hu hee ha hei h ho hwa'],
  ['ለሉሊላሌልሎሏ', 'le lu lee la lei l lo lwa'],
  ['ሐሑሒሓሔሕሖሗ', 'hhe hhu hhee hha hhei hh hho hhwa'],
  ['መሙሚማሜምሞሟ', 'me mu mee ma mei m mo mwa'],
  ['ሠሡሢሣሤሥሦሧ', 'sse ssu ssee ssa ssei ss sso sswa'],
  ['ረሩሪራሬርሮሯ', 're ru ree ra rei r ro rwa'],
  ['ሰሱሲሳሴስሶሷ', 'se su see sa sei s so swa'],
  ['ሸሹሺሻሼሽሾሿ', 'she shu shee sha shei sh sho shwa'],
  ['ቀቁቂቃቄቅቆቇ', 'qe qu qee qa qei q qo qwa'],
  ['በቡቢባቤብቦቧ', 'be bu bee ba bei b bo bwa'],
  ['ቨቩቪቫቬቭቮቯ', 've vu vee va vei v vo vwa'],
  ['ተቱቲታቴትቶቷ', 'te tu tee ta tei t to twa'],
  ['ቸቹቺቻቼችቾቿ', 'che chu chee cha chei ch cho chwa'],
  ['ኀኁኂኃኄኅኆኇ', 'hhhe hhhu hhhee hhha hhhei hhh hhho hwa'],
  ['ነኑኒናኔንኖኗ', 'ne nu nee na nei n no nwa'],
  ['ኘኙኚኛኜኝኞኟ', 'nye nyu nyee nya nyei ny nyo nywa'],
  ['አኡኢኣኤእኦኧ', 'a u ee a ei i o e'],
  ['ከኩኪካኬክኮኯ', 'ke ku kee ka kei k ko kwa'],
  ['ኸኹኺኻኼኽኾ', 'he hu hee ha hei h ho'],
  ['ወዉዊዋዌውዎዏ', 'we wu wee wa wei w wo wa'],
  ['ዐዑዒዓዔዕዖ', 'aaa u ee aa ei ii o'],
  ['ዘዙዚዛዜዝዞዟ', 'ze zu zee za zei z zo zwa'],
  ['ዠዡዢዣዤዥዦዧ', 'zhe zhu zhee zha zhei zh zho zhwa'],
  ['የዩዪያዬይዮዯ', 'ye yu yee ya yei y yo ywa'],
  ['ደዱዲዳዴድዶዷ', 'de du dee da dei d do dwa'],
  ['ጀጁጂጃጄጅጆጇ', 'je ju jee ja jei j jo jwa'],
  ['ገጉጊጋጌግጎጏ', 'ge gu gee ga gei g go gwa'],
  ['ጠጡጢጣጤጥጦጧ', "t'e t'u t'ee t'a t'ei t' t'o t'wa"],
  ['ጨጩጪጫጬጭጮጯ', "ch'e ch'u ch'ee ch'a ch'ei ch' ch'o ch'wa"],
  ['ጰጱጲጳጴጵጶጷ', "p'e p'u p'ee p'a p'ei p' p'o p'wa"],
  ['ጸጹጺጻጼጽጾጿ', "ts'e ts'u ts'ee ts'a ts'ei ts' ts'o ts'wa"],
  ['ፀፁፂፃፄፅፆፇ', "ts'e ts'u ts'ee ts'a ts'ei ts' ts'o ts'wa"],
  ['ፈፉፊፋፌፍፎፏ', 'fe fu fee fa fei f fo fwa'],
  ['ፐፑፒፓፔፕፖፗ', 'pe pu pee pa pei p po pwa'],
];

/** The separate labialised series: 1st, 3rd, 4th, 5th and 6th order. */
const labialised: [string, string][] = [
  ['ቈቊቋቌቍ', 'qwe qwee qwa qwei qwu'],
  ['ኈኊኋኌኍ', 'hwe hwee hwa hwei hwu'],
  ['ኰኲኳኴኵ', 'kwe kwee kwa kwei kwu'],
  ['ዀዂዃዄዅ', 'hwe hwee hwa hwei hwu'],
  ['ጐጒጓጔጕ', 'gwe gwee gwa gwei gwu'],
];

/**
 * The letters the input method cannot type (none is in a course): written as the scheme would
 * write their sound. Every other syllable of the tables types back to itself.
 */
const said = new Set(Array.from('ሇሗቇኇኣኯኸኹኺኻኼኽኾዏዑዒዔዖዯጏፀፁፂፃፄፅፆፇዀዂዃዄዅ'));

describe('romanise: the syllable table', () => {
  it.each([...families, ...labialised])('%s → %s', (syllables, expected) => {
    expect(Array.from(syllables, (syllable) => romanise(syllable))).toEqual(expected.split(' '));
  });

  it('is what the input method types: each syllable, typed as shown, is that syllable', () => {
    for (const [row] of [...families, ...labialised]) {
      for (const syllable of row) {
        if (said.has(syllable)) expect(transliterate(romanise(syllable)), syllable).not.toBe(syllable);
        else expect(transliterate(romanise(syllable)), syllable).toBe(syllable);
      }
    }
  });

  it('covers every family the brief names, each with seven orders and a labialised form or series', () => {
    const named = 'ሀ ለ ሐ መ ሠ ረ ሰ ሸ ቀ በ ቨ ተ ቸ ኀ ነ ኘ አ ከ ኸ ወ ዐ ዘ ዠ የ ደ ጀ ገ ጠ ጨ ጰ ጸ ፀ ፈ ፐ'.split(' ');
    const firsts = families.map(([row]) => Array.from(row)[0]);
    expect(firsts).toEqual(named);
    for (const [row] of families) expect(Array.from(row).length).toBeGreaterThanOrEqual(7);
  });
});

describe('romanise: words', () => {
  it.each([
    ['ሰላም', 'selam'],
    ['ቡና', 'buna'],
    ['ውሃ', 'wiha'],
    ['ሻይ', 'shay'],
    ['ኢትዮጵያ', "eetyop'ya"],
    ['ደህና ሁን', 'dehna hun'],
    ['ጤና ይስጥልኝ', "t'eina yist'iliny"],
    ['ቻው', 'chaw'],
    ['እንደምን ነህ', 'indemin neh'],
    ['አመሰግናለሁ', 'amesegnalehu'],
    ['እባክህ', 'ibakih'],
    ['ምንም አይደለም', 'minim aydelem'],
    ['ይቅርታ', 'yiqrita'],
    ['ስምህ ማን ነው', 'simih man new'],
    ['ትንሽ', 'tinish'],
    ['አዲስ አበባ', 'adees abeba'],
    ['ሐኪም', 'hhekeem'],
    ['ሀሙስ', 'hemus'],
    ['ሦስት', 'ssosit'],
    ['ጓደኛዬ', 'gwadenyayei'],
    ['ቋንቋ', 'qwanqwa'],
    ['ጧት', "t'wat"],
    ['እሷ', 'iswa'],
  ])('%s → %s', (word, expected) => {
    expect(romanise(word)).toBe(expected);
  });

  it('writes a vowel letter inside a word after an apostrophe', () => {
    expect(romanise('ሰዓት')).toBe("se'aat");
    expect(romanise('ከአሜሪካ')).toBe("ke'ameireeka");
    expect(romanise('እግዚአብሔር')).toBe("igzee'abhheir");
    expect(romanise('ለእኔ')).toBe("le'inei");
    expect(romanise('ረቡዕ')).toBe("rebu'ii");
    expect(romanise('አዎ')).toBe('awo');
  });

  it('keeps apart with an apostrophe two letters that would type as one', () => {
    expect(romanise('ንያ')).toBe("ni'ya"); // not ኛ
    expect(romanise('ስሀ')).toBe("si'he"); // not ሸ
    expect(romanise('አንያ')).toBe("an'ya");
    for (const word of ['ንያ', 'ስሀ', 'አንያ']) expect(transliterate(romanise(word))).toBe(word);
  });

  it('applies the 6th-order rule: none at the end, i at the start, none when it closes a syllable', () => {
    expect(romanise('ስሜ')).toBe('simei'); // start
    expect(romanise('ነው')).toBe('new'); // end
    expect(romanise('ደስ')).toBe('des');
    expect(romanise('እንግሊዝኛ')).toBe('ingileeznya'); // n closes i-n, g opens gi
    expect(romanise('ስለተዋወቅን')).toBe('siletewaweqin'); // q before a final 6th keeps i
  });

  it('turns punctuation and numerals into Latin and leaves everything else alone', () => {
    expect(romanise('ደህና ነኝ፣ አንተስ?')).toBe('dehna neny, antes?');
    expect(romanise('ስሜ አበበ ___።')).toBe('simei abebe ___.');
    expect(romanise('ሰላም፡ነው፤')).toBe('selam new;');
    expect(romanise('፩ ፪ ፱ ፲ ፲፪ ፳፭ ፻ ፻፳ ፪፻፶ ፼')).toBe('1 2 9 10 12 25 100 120 250 10000');
    expect(romanise('3 ሰዓት, OK')).toBe("3 se'aat, OK");
    expect(romanise('')).toBe('');
  });
});

describe('romaniseForDisplay', () => {
  it('romanises only the Amharic quoted in an English prompt', () => {
    expect(romaniseForDisplay('What does “ደህና ሁን” mean?')).toBe('dehna hun');
    expect(romaniseForDisplay('A friend greets you with “እንደምን አደርክ?”. What is a common reply?')).toBe(
      'indemin aderik',
    );
    expect(transliterate('indemin aderik')).toBe('እንደምን አደርክ');
    expect(romaniseForDisplay('Is “ሰላም” or “ቻው” more formal?')).toBe('selam · chaw');
  });

  it('romanises an Amharic text whole, blank included, and gives nothing for a text without Ethiopic', () => {
    expect(romaniseForDisplay('ደህና ___!')).toBe('dehna ___!');
    expect(romaniseForDisplay('Which one means “hello”?')).toBe('');
  });
});

describe('matchesRomanised', () => {
  it.each([
    ['selam', 'ሰላም'],
    ['Selam!', 'ሰላም'],
    ['ityopya', 'ኢትዮጵያ'],
    ['Itiyop’iya', 'ኢትዮጵያ'],
    ['ameseginalehu', 'አመሰግናለሁ'],
    ['amesegnalehu', 'አመሰግናለሁ'],
    ['tena yistilign', 'ጤና ይስጥልኝ'],
    ["t'ēna yist'iliny", 'ጤና ይስጥልኝ'],
    ['wuha', 'ውሃ'],
    ['wiha', 'ውሃ'],
    ['dehna hun', 'ደህና ሁን'],
    ['tinnish', 'ትንሽ'],
    ['seat', 'ሰዓት'],
    ['amarigna', 'አማርኛ'],
  ])('accepts “%s” for %s', (typed, ethiopic) => {
    expect(matchesRomanised(typed, ethiopic)).toBe(true);
  });

  it.each([
    ['salam', 'ሰላም'], // a different vowel is a different syllable
    ['selam new', 'ሰላም'], // a word too many
    ['dehna', 'ደህና ሁን'],
    ['hun dehna', 'ደህና ሁን'],
    ['ሰላም', 'ሰላም'], // Ethiopic is graded as Ethiopic
    ['', 'ሰላም'],
    ['kes', 'ቀስ'], // q is its own letter
  ])('refuses “%s” for %s', (typed, ethiopic) => {
    expect(matchesRomanised(typed, ethiopic)).toBe(false);
  });

  it('compares loosely: case, marks, apostrophes, doubled letters, ñ and gn', () => {
    expect(looseRomanised("T'ēNA  yist'iliñ!")).toBe('tena yistiliny');
    expect(looseRomanised('Amarigna')).toBe('amarinya');
    expect(looseRomanised('tinnish')).toBe('tinish');
  });
});

describe('hasEthiopic', () => {
  it('finds syllables, not punctuation or numerals alone', () => {
    expect(hasEthiopic('ሰላም')).toBe(true);
    expect(hasEthiopic('hello ሰ')).toBe(true);
    expect(hasEthiopic('።፣ ፲')).toBe(false);
    expect(hasEthiopic('selam')).toBe(false);
  });
});
