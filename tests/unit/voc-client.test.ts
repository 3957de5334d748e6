// @clock: stays counted from today in Seoul, and a fake clock at 23:30 UTC
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { STAY_MESSAGES } from '../../contracts/voc.ts';
import { checkFiles, emptyValues, registerErrors, stayErrors, uploadProgressValues, validate, type VocValues } from '../../site/components/support/vocClient.ts';

// Issue 15, point 7: the inquiry form's own checks (the stay rules it shares with the api, the
// files' extensions and first bytes) and the api's stay errors placed at their fields.

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const pdf = new TextEncoder().encode('%PDF-1.7\n');
const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type = '') => new File([bytes], name, { type });

const stay = (over: Partial<VocValues>): VocValues => ({ ...emptyValues('101'), aboutStay: true, checkIn: addDays(seoulDay(), 3), checkOut: addDays(seoulDay(), 4), ...over });

afterEach(() => {
  vi.useRealTimers();
});

describe('checkFiles', () => {
  it('accepts files whose first bytes are those of their extension, typed by their content', async () => {
    const checked = await checkFiles([], [file('map.PNG', png), file('menu.pdf', pdf, 'application/octet-stream')]);
    expect('files' in checked && checked.files.map((f) => [f.name, f.type])).toEqual([['map.PNG', 'image/png'], ['menu.pdf', 'application/pdf']]);
  });

  it('refuses a renamed program by its first bytes, naming it', async () => {
    expect(await checkFiles([], [file('photo.jpg', exe, 'image/jpeg')])).toEqual({ error: { key: 'fileContent', values: { name: 'photo.jpg' } } });
    expect(await checkFiles([], [file('scan.pdf', png)])).toEqual({ error: { key: 'fileContent', values: { name: 'scan.pdf' } } });
  });

  it('refuses a name of another type, naming it, whatever the browser reports', async () => {
    expect(await checkFiles([], [file('setup.exe', png, 'image/png')])).toEqual({ error: { key: 'fileType', values: { name: 'setup.exe' } } });
    expect(await checkFiles([], [file('noextension', png)])).toEqual({ error: { key: 'fileType', values: { name: 'noextension' } } });
  });

  it('refuses a fourth file and the file that takes the total over 10 MB', async () => {
    const three = [file('a.png', png), file('b.png', png), file('c.png', png)];
    expect(await checkFiles(three, [file('d.png', png)])).toEqual({ error: { key: 'fileCount' } });
    const big = new File([png, new Uint8Array(6 * 1024 * 1024)], 'big.png');
    expect(await checkFiles([big], [new File([png, new Uint8Array(5 * 1024 * 1024)], 'second.png')])).toEqual({ error: { key: 'fileSizeNamed', values: { name: 'second.png' } } });
  });

  it('takes files of exactly 10,485,760 bytes together, as the server does, and not one byte more (issue 29)', async () => {
    const sized = (name: string, bytes: number) => new File([png, new Uint8Array(bytes - png.length)], name);
    const half = 10_485_760 / 2;
    const exactly = await checkFiles([sized('a.png', half)], [sized('b.png', half)]);
    expect('files' in exactly && exactly.files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(await checkFiles([sized('a.png', half)], [sized('b.png', half + 1)])).toEqual({ error: { key: 'fileSizeNamed', values: { name: 'b.png' } } });
  });
});

describe('the stay rules in the form', () => {
  it('asks nothing of an inquiry that is not about a stay', () => {
    expect(stayErrors({ ...emptyValues('101'), checkIn: 'nonsense', rooms: '9' })).toEqual({});
  });

  it('accepts a stay from today (Asia/Seoul) of at least one night and 1–5 rooms', () => {
    expect(stayErrors(stay({ checkIn: seoulDay(), checkOut: addDays(seoulDay(), 1), rooms: '5', adults: '1', children: '0' }))).toEqual({});
  });

  it('names each broken rule at its field', () => {
    expect(stayErrors(stay({ checkIn: addDays(seoulDay(), -1), checkOut: addDays(seoulDay(), -1), rooms: '6', adults: '0', children: '21' }))).toEqual({
      checkIn: { key: 'checkInPast' },
      checkOut: { key: 'checkOutNights' },
      rooms: { key: 'rooms' },
      adults: { key: 'adults' },
      children: { key: 'children' },
    });
    expect(stayErrors(stay({ checkOut: '', rooms: '' }))).toEqual({ checkOut: { key: 'checkOut' }, rooms: { key: 'rooms' } });
    expect(stayErrors(stay({ checkIn: '' }))).toEqual({ checkIn: { key: 'checkIn' } });
  });

  it('sends no stay, and asks for none, while no date is given (SPEC §5: the stay is not a required field)', () => {
    expect(stayErrors(stay({ checkIn: '', checkOut: '', rooms: '9' }))).toEqual({});
  });

  it('reads "today" in Seoul: at 23:30 UTC the day before is already past there', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T23:30:00Z'));
    expect(stayErrors(stay({ checkIn: '2026-03-09', checkOut: '2026-03-11' }))).toEqual({ checkIn: { key: 'checkInPast' } });
    expect(stayErrors(stay({ checkIn: '2026-03-10', checkOut: '2026-03-11' }))).toEqual({});
  });

  it('adds the stay to the form\'s other messages', () => {
    const errors = validate(stay({ rooms: '0' }), [], false);
    expect(errors.rooms).toEqual({ key: 'rooms' });
    expect(errors.name).toEqual({ key: 'name' });
  });
});

describe('registerErrors', () => {
  it('places the api\'s stay errors at their fields with the form\'s messages', () => {
    const answer = {
      status: 400,
      retryAfter: null,
      body: {
        result: false,
        code: 'E400',
        errors: [
          { path: 'stay.check_in', message: STAY_MESSAGES.checkInPast },
          { path: 'stay.check_out', message: STAY_MESSAGES.checkOutNights },
          { path: 'stay.room_count', message: STAY_MESSAGES.rooms },
        ],
      },
    };
    expect(registerErrors(answer).errors).toEqual({ checkIn: { key: 'checkInPast' }, checkOut: { key: 'checkOutNights' }, rooms: { key: 'rooms' } });
  });
});

describe('uploadProgressValues (issue 29: a long upload says how far it has come)', () => {
  it('gives the percent gone, rounded down, and the megabytes as the limits count them (1 MB = 1,048,576 bytes)', () => {
    expect(uploadProgressValues({ sent: 0, total: 10_485_760 })).toEqual({ percent: 0, sent: '0.0', total: '10.0' });
    expect(uploadProgressValues({ sent: 4_404_019, total: 10_485_760 })).toEqual({ percent: 41, sent: '4.2', total: '10.0' });
    expect(uploadProgressValues({ sent: 4_404_020, total: 10_485_760 })).toEqual({ percent: 42, sent: '4.2', total: '10.0' });
    expect(uploadProgressValues({ sent: 10_485_759, total: 10_485_760 })).toEqual({ percent: 99, sent: '10.0', total: '10.0' });
    expect(uploadProgressValues({ sent: 10_485_760, total: 10_485_760 })).toEqual({ percent: 100, sent: '10.0', total: '10.0' });
    expect(uploadProgressValues({ sent: 5, total: 0 })).toEqual({ percent: 0, sent: '0.0', total: '0.0' });
  });
});
