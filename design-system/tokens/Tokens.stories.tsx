import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandHoverColor } from './brandColor.ts';
import * as s from './Tokens.css.ts';

const hotels = [
  { name: '라온 호텔앤리조트 (100)', color: '#1F4E79' },
  { name: '라온 리조트 속초 (101)', color: '#0B6E8A' },
  { name: '라온 호텔 낙산 (102)', color: '#2E7D5B' },
  { name: '라온 리조트 경주 (103)', color: '#8A5A2B' },
];

/** The brand colour of each hotel and its hover colour (hotel_color + 0F, SPEC §4). */
function BrandColors({ lang = 'ko' }: { lang?: 'ko' | 'en' }) {
  return (
    <ul className={s.list} lang={lang}>
      {hotels.map((h) => (
        <li key={h.color} className={s.item}>
          <span className={s.swatch} style={{ background: h.color }} />
          <span className={s.swatch} style={{ background: brandHoverColor(h.color) }} />
          <span>{lang === 'ko' ? h.name : h.name.replace(/^라온 /, 'RAON ')}</span>
          <code>{h.color} / {brandHoverColor(h.color)}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Tokens/Brand colours', component: BrandColors } satisfies Meta<typeof BrandColors>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = { args: { lang: 'ko' } };
export const English: Story = { args: { lang: 'en' } };
