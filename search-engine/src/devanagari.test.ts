import { hasDevanagari, latinReadings } from './devanagari';

describe('hasDevanagari', () => {
  it('tells a word with Devanagari letters from a Latin one', () => {
    expect(hasDevanagari('पैरासिटामोल')).toBe(true);
    expect(hasDevanagari('dolo650')).toBe(false);
    expect(hasDevanagari('डोलो650')).toBe(true);
  });
});

describe('latinReadings', () => {
  it('drops the inherent a where Hindi speech drops it: at the end, and between two sounded syllables', () => {
    expect(latinReadings('मेटफॉर्मिन')[0]).toBe('metphormin');
    expect(latinReadings('विटामिन')).toEqual(['vitamin']);
    expect(latinReadings('टैबलेट')[0]).toBe('taiblet');
    expect(latinReadings('सिरप')[0]).toBe('sirap');
  });

  it('keeps the medial a as a later reading, for words the rule reads wrongly', () => {
    expect(latinReadings('टैबलेट')).toContain('taibalet');
    expect(latinReadings('मेटफॉर्मिन')).toContain('metaphormin');
  });

  it('reads nukta letters as z, f and q, whether the nukta is combining or precomposed', () => {
    const combining = 'एज\u093Cिथ्रोमाइसिन';
    const precomposed = 'ए\u095Bिथ्रोमाइसिन';
    expect(latinReadings(combining)).toEqual(['ezithromaisin']);
    expect(latinReadings(precomposed)).toEqual(['ezithromaisin']);
    expect(latinReadings('फ\u093Cार्मा')[0]).toBe('farma');
    expect(latinReadings('क\u093Cिला')[0]).toBe('qila');
  });

  it('reads ड़ and ढ़ as a flap r first and as d after, as place names are romanised both ways', () => {
    expect(latinReadings('चंडीगढ़').slice(0, 1)).toEqual(['chandigarh']);
    expect(latinReadings('चंडीगढ़')).toContain('chandigadh');
    expect(latinReadings('गुड़गांव')[0]).toBe('gurganv');
    expect(latinReadings('गुड़गांव')).toContain('gurgaon');
  });

  it('reads a plain ज also as z, the letter Hindi writers use for it without the nukta', () => {
    expect(latinReadings('पैंटोप्राजोल')).toEqual(['paintoprajol', 'paintoprazol']);
  });

  it('reads candra o and e (ॉ ऑ ॅ) as o and ai, and anusvara as m before p, b, m and n elsewhere', () => {
    expect(latinReadings('डॉक्टर')[0]).toBe('doktar');
    expect(latinReadings('बॅच')[0]).toBe('baich');
    expect(latinReadings('ऑइंटमेंट')[0]).toBe('ointment');
    expect(latinReadings('कंपनी')).toContain('kampani');
    expect(latinReadings('अंबाला')[0]).toBe('ambala');
    expect(latinReadings('इंदौर')).toEqual(['indaur']);
  });

  it('gives at most six readings, and none for a Latin word or a word past 64 characters', () => {
    expect(latinReadings('जड़ीबूटीजड़ीबूटी').length).toBeLessThanOrEqual(6);
    expect(latinReadings('paracetamol')).toEqual([]);
    expect(latinReadings('क'.repeat(65))).toEqual([]);
    expect(latinReadings('क'.repeat(64)).length).toBeGreaterThan(0);
  });
});
