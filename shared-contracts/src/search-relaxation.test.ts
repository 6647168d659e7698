import { readSearchAnswerNotes, splitQueryAfterRemoval } from './search-relaxation';

describe('splitQueryAfterRemoval', () => {
  it('keeps the words outside the tags and drops the words inside, wherever they are', () => {
    expect(splitQueryAfterRemoval('pharma company <em>gurgaon</em>')).toEqual({
      kept: 'pharma company',
      dropped: ['gurgaon'],
    });
    expect(splitQueryAfterRemoval('<em>gurgaon</em> pharma <em>pcd company</em>')).toEqual({
      kept: 'pharma',
      dropped: ['gurgaon', 'pcd', 'company'],
    });
    expect(splitQueryAfterRemoval('<em>sun</em> &amp; moon')).toEqual({ kept: '& moon', dropped: ['sun'] });
    expect(splitQueryAfterRemoval('<em>gurgaon pharma</em>')).toEqual({ kept: '', dropped: ['gurgaon', 'pharma'] });
  });

  it('reads nothing from a query with no tag, a tag left open, one closing nothing, or one inside another', () => {
    for (const value of [
      'pharma company',
      'pharma <em>company',
      'pharma</em> company',
      '<em>a <em>b</em></em>',
      '<em></em> pharma',
      '<EM>x</EM> y',
    ])
      expect(splitQueryAfterRemoval(value)).toBeUndefined();
  });

  it('scans a long hostile value in one pass', () => {
    const value = '<em>'.repeat(20_000) + 'x';
    const started = performance.now();
    expect(splitQueryAfterRemoval(value)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('readSearchAnswerNotes', () => {
  it("reads the relaxation and each applied rule's notice once, in order", () => {
    expect(
      readSearchAnswerNotes({
        hits: [],
        queryAfterRemoval: 'pharma company <em>gurgaon</em>',
        appliedRules: [{ objectID: 'city-gurugram' }, { objectID: 'service' }, { objectID: 'again' }],
        userData: [
          { notice: ' No company in Gurugram yet: showing companies in Haryana ' },
          { redirect: '/pharma' },
          { notice: 'No company in Gurugram yet: showing companies in Haryana' },
          { notice: 'Third-party manufacturers first' },
        ],
      }),
    ).toEqual({
      relaxed: { kept: 'pharma company', dropped: ['gurgaon'] },
      notices: ['No company in Gurugram yet: showing companies in Haryana', 'Third-party manufacturers first'],
    });
  });

  it('drops what is not of the contract and keeps the rest', () => {
    expect(readSearchAnswerNotes(undefined)).toEqual({});
    expect(readSearchAnswerNotes({ hits: [] })).toEqual({});
    expect(readSearchAnswerNotes({ queryAfterRemoval: 42, userData: [{ notice: 'Shown: Haryana' }] })).toEqual({
      notices: ['Shown: Haryana'],
    });
    expect(
      readSearchAnswerNotes({
        queryAfterRemoval: 'a <em>b</em>',
        userData: [{ notice: '' }, { notice: 7 }, { notice: 'x'.repeat(301) }, 'notice', null],
      }),
    ).toEqual({ relaxed: { kept: 'a', dropped: ['b'] } });
    expect(readSearchAnswerNotes({ userData: Array.from({ length: 11 }, () => ({ notice: 'n' })) })).toEqual({});
    expect(readSearchAnswerNotes({ queryAfterRemoval: `a <em>${'b'.repeat(1100)}</em>` })).toEqual({});
  });
});
