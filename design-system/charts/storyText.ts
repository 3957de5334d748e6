// Story props built from the locale files (stories/text.ts), per language, so each story only
// states what differs. Not part of the design system's exports.
import { text, type StoryLang } from '../stories/text.ts';
import { fillTemplate } from './private/template.ts';
import { YEAR } from './fixtures.ts';

export function chartText(lang: StoryLang) {
  const t = text[lang].charts;
  const monthShort = (label: string) => t.monthShort[Number(label.slice(4, 6)) - 1] ?? label;
  const year = String(YEAR);
  return {
    t,
    monthShort,
    booking: {
      monthly: {
        title: fillTemplate(t.booking.titleMonthly, { year }),
        formatLabel: monthShort,
        formatTick: monthShort,
        labels: { period: t.month, roomsSold: t.booking.roomsSold, available: t.booking.available, occupancy: t.booking.occupancy, roomFee: t.booking.roomFee, total: t.total },
      },
      daily: {
        title: fillTemplate(t.booking.titleDaily, { year, month: '8', monthName: t.monthShort[7]! }),
        labels: { period: t.date, roomsSold: t.booking.roomsSold, available: t.booking.available, occupancy: t.booking.occupancy, roomFee: t.booking.roomFee, total: t.total },
      },
      summary: t.booking.summary,
    },
    sales: {
      title: fillTemplate(t.sales.title, { year }),
      lineLabels: { room: t.sales.room, fnb: t.sales.fnb, facility: t.sales.facility, other: t.sales.other },
      labels: { month: t.month, total: t.total },
      summary: t.sales.summary,
    },
    cost: {
      titleTotals: fillTemplate(t.cost.titleTotals, { year }),
      titleMonthly: fillTemplate(t.cost.titleMonthly, { year }),
      lineLabels: {
        labor: t.cost.labor,
        utilities: t.cost.utilities,
        supplies: t.cost.supplies,
        laundry: t.cost.laundry,
        repairs: t.cost.repairs,
        commissions: t.cost.commissions,
        card_fees: t.cost.card_fees,
        marketing: t.cost.marketing,
        insurance: t.cost.insurance,
        property_tax: t.cost.property_tax,
        management_fee: t.cost.management_fee,
        ffe_reserve: t.cost.ffe_reserve,
      },
      othersLabel: t.cost.others,
      labels: { line: t.cost.line, total: t.total },
    },
    common: { tableLabel: t.tableLabel, emptyLabel: t.empty, tableUnit: t.unitWon },
  };
}

export const mobile = { tags: ['mobile'], parameters: { viewport: { defaultViewport: 'mobile' } } };
