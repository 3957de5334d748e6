import { describe, expect, it } from 'vitest';
import { phoneParts } from '../../site/lib/phoneLinks.ts';

describe('telephone numbers in notices (issue 29)', () => {
  it('finds nationwide, area and mobile numbers and leaves the rest as text', () => {
    expect(phoneParts('고객센터(1588-2040) 또는 불법스팸대응센터(국번 없이 118)로 신고해 주세요.')).toEqual([
      { text: '고객센터(' }, { phone: '1588-2040', tel: 'tel:15882040' }, { text: ') 또는 불법스팸대응센터(국번 없이 118)로 신고해 주세요.' },
    ]);
    expect(phoneParts('Call 033-670-2000 or 02-123-4567, mobile 010-1234-5678.').filter((p) => 'tel' in p)).toEqual([
      { phone: '033-670-2000', tel: 'tel:0336702000' }, { phone: '02-123-4567', tel: 'tel:021234567' }, { phone: '010-1234-5678', tel: 'tel:01012345678' },
    ]);
  });
  it('takes no date, price or longer run of digits for a number', () => {
    for (const text of ['2026-11-28', '1,588,204원', '11588-20401', 'RAON20261025-13-1507-01', 'no number here']) {
      expect(phoneParts(text).filter((p) => 'tel' in p), text).toEqual([]);
    }
  });
});
