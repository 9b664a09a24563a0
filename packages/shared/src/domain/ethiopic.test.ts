import { describe, expect, it } from 'vitest';
import { hasEthiopic, looseRomanised, matchesRomanised, romanise, romaniseForDisplay } from './ethiopic.ts';

/**
 * The reference table: every consonant family Amharic uses, its seven orders and its labialised
 * form, each syllable on its own (so the 6th order is word-final: no vowel). Written out by hand
 * from the scheme in ethiopic.ts, not generated from it.
 */
const families: [string, string][] = [
  ['ሀሁሂሃሄህሆሇ', 'ha hu hi ha hē h ho hwa'],
  ['ለሉሊላሌልሎሏ', 'le lu li la lē l lo lwa'],
  ['ሐሑሒሓሔሕሖሗ', 'ha hu hi ha hē h ho hwa'],
  ['መሙሚማሜምሞሟ', 'me mu mi ma mē m mo mwa'],
  ['ሠሡሢሣሤሥሦሧ', 'se su si sa sē s so swa'],
  ['ረሩሪራሬርሮሯ', 're ru ri ra rē r ro rwa'],
  ['ሰሱሲሳሴስሶሷ', 'se su si sa sē s so swa'],
  ['ሸሹሺሻሼሽሾሿ', 'she shu shi sha shē sh sho shwa'],
  ['ቀቁቂቃቄቅቆቇ', 'qe qu qi qa qē q qo qwa'],
  ['በቡቢባቤብቦቧ', 'be bu bi ba bē b bo bwa'],
  ['ቨቩቪቫቬቭቮቯ', 've vu vi va vē v vo vwa'],
  ['ተቱቲታቴትቶቷ', 'te tu ti ta tē t to twa'],
  ['ቸቹቺቻቼችቾቿ', 'che chu chi cha chē ch cho chwa'],
  ['ኀኁኂኃኄኅኆኇ', 'ha hu hi ha hē h ho hwa'],
  ['ነኑኒናኔንኖኗ', 'ne nu ni na nē n no nwa'],
  ['ኘኙኚኛኜኝኞኟ', 'nye nyu nyi nya nyē ny nyo nywa'],
  ['አኡኢኣኤእኦኧ', 'a u i a ē i o e'],
  ['ከኩኪካኬክኮኯ', 'ke ku ki ka kē k ko kwa'],
  ['ኸኹኺኻኼኽኾ', 'ha hu hi ha hē h ho'],
  ['ወዉዊዋዌውዎዏ', 'we wu wi wa wē w wo wa'],
  ['ዐዑዒዓዔዕዖ', 'a u i a ē i o'],
  ['ዘዙዚዛዜዝዞዟ', 'ze zu zi za zē z zo zwa'],
  ['ዠዡዢዣዤዥዦዧ', 'zhe zhu zhi zha zhē zh zho zhwa'],
  ['የዩዪያዬይዮዯ', 'ye yu yi ya yē y yo ywa'],
  ['ደዱዲዳዴድዶዷ', 'de du di da dē d do dwa'],
  ['ጀጁጂጃጄጅጆጇ', 'je ju ji ja jē j jo jwa'],
  ['ገጉጊጋጌግጎጏ', 'ge gu gi ga gē g go gwa'],
  ['ጠጡጢጣጤጥጦጧ', "t'e t'u t'i t'a t'ē t' t'o t'wa"],
  ['ጨጩጪጫጬጭጮጯ', "ch'e ch'u ch'i ch'a ch'ē ch' ch'o ch'wa"],
  ['ጰጱጲጳጴጵጶጷ', "p'e p'u p'i p'a p'ē p' p'o p'wa"],
  ['ጸጹጺጻጼጽጾጿ', "ts'e ts'u ts'i ts'a ts'ē ts' ts'o ts'wa"],
  ['ፀፁፂፃፄፅፆፇ', "ts'e ts'u ts'i ts'a ts'ē ts' ts'o ts'wa"],
  ['ፈፉፊፋፌፍፎፏ', 'fe fu fi fa fē f fo fwa'],
  ['ፐፑፒፓፔፕፖፗ', 'pe pu pi pa pē p po pwa'],
];

/** The separate labialised series: 1st, 3rd, 4th, 5th and 6th order. */
const labialised: [string, string][] = [
  ['ቈቊቋቌቍ', 'qwe qwi qwa qwē qu'],
  ['ኈኊኋኌኍ', 'hwe hwi hwa hwē hu'],
  ['ኰኲኳኴኵ', 'kwe kwi kwa kwē ku'],
  ['ዀዂዃዄዅ', 'hwe hwi hwa hwē hu'],
  ['ጐጒጓጔጕ', 'gwe gwi gwa gwē gu'],
];

describe('romanise: the syllable table', () => {
  it.each([...families, ...labialised])('%s → %s', (syllables, expected) => {
    expect(Array.from(syllables, (syllable) => romanise(syllable))).toEqual(expected.split(' '));
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
    ['ኢትዮጵያ', "ityop'ya"],
    ['ደህና ሁን', 'dehna hun'],
    ['ጤና ይስጥልኝ', "t'ēna yist'iliny"],
    ['ቻው', 'chaw'],
    ['እንደምን ነህ', 'indemin neh'],
    ['አመሰግናለሁ', 'amesegnalehu'],
    ['እባክህ', 'ibakih'],
    ['ምንም አይደለም', 'minim aydelem'],
    ['ይቅርታ', 'yiqrita'],
    ['ስምህ ማን ነው', 'simih man new'],
    ['ትንሽ', 'tinish'],
    ['አዲስ አበባ', 'adis abeba'],
    ['ሐኪም', 'hakim'],
    ['ጓደኛዬ', 'gwadenyayē'],
    ['ቋንቋ', 'qwanqwa'],
    ['ጧት', "t'wat"],
  ])('%s → %s', (word, expected) => {
    expect(romanise(word)).toBe(expected);
  });

  it('writes a glottal or pharyngeal stop inside a word with an apostrophe', () => {
    expect(romanise('ሰዓት')).toBe("se'at");
    expect(romanise('ከአሜሪካ')).toBe("ke'amērika");
    expect(romanise('እግዚአብሔር')).toBe("igzi'abhēr");
    expect(romanise('አዎ')).toBe('awo');
  });

  it('applies the 6th-order rule: none at the end, i at the start, none when it closes a syllable', () => {
    expect(romanise('ስሜ')).toBe('simē'); // start
    expect(romanise('ነው')).toBe('new'); // end
    expect(romanise('ደስ')).toBe('des');
    expect(romanise('እንግሊዝኛ')).toBe('ingiliznya'); // n closes i-n, g opens gi
    expect(romanise('ስለተዋወቅን')).toBe('siletewaweqin'); // q before a final 6th keeps i
  });

  it('turns punctuation and numerals into Latin and leaves everything else alone', () => {
    expect(romanise('ደህና ነኝ፣ አንተስ?')).toBe('dehna neny, antes?');
    expect(romanise('ስሜ አበበ ___።')).toBe('simē abebe ___.');
    expect(romanise('ሰላም፡ነው፤')).toBe('selam new;');
    expect(romanise('፩ ፪ ፱ ፲ ፲፪ ፳፭ ፻ ፻፳ ፪፻፶ ፼')).toBe('1 2 9 10 12 25 100 120 250 10000');
    expect(romanise('3 ሰዓት, OK')).toBe("3 se'at, OK");
    expect(romanise('')).toBe('');
  });
});

describe('romaniseForDisplay', () => {
  it('romanises only the Amharic quoted in an English prompt', () => {
    expect(romaniseForDisplay('What does “ደህና ሁን” mean?')).toBe('dehna hun');
    expect(romaniseForDisplay('A friend greets you with “እንደምን አደርክ?”. What is a common reply?')).toBe(
      'indemin aderik',
    );
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
