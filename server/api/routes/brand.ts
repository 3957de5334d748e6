import { getBrandMain, listTerms } from '../domain/brand.ts';
import * as content from '../domain/content.ts';
import { sendCode, validateCode, checkProof } from '../domain/verification.ts';
import { registerVoc } from '../domain/voc.ts';
import { sendLookupCode, validateLookupCode } from '../domain/voc-lookup.ts';
import { defineRoute, type RouteDef } from '../registry.ts';
import { brandMainBody, brandMainResponse, termListBody, termListResponse } from '../../../contracts/brand.ts';
import * as C from '../../../contracts/content.ts';
import * as V from '../schemas/voc.ts';

const p = (path: string) => `/brand/branding${path}`;
const notFound = ['E404'] as const;

/** The public brand calls of SPEC §7 (/brand/branding/...). */
export const brandRoutes: RouteDef[] = [
  defineRoute({
    path: p('/content/version'), tag: 'brand', auth: 'public',
    summary: 'Version of the public content: it moves whenever any content table changes (the web tier\'s page cache polls it)',
    body: C.contentVersionBody, result: C.contentVersionResult, errors: [],
    handler: ({ services }) => content.getContentVersion(services.db),
  }),
  defineRoute({
    path: p('/main'), tag: 'brand', auth: 'public', summary: 'Brand data of a hotel and the list of properties',
    body: brandMainBody, result: brandMainResponse.shape.result_data, errors: [...notFound],
    handler: ({ services, body }) => getBrandMain(services.db, body),
  }),
  defineRoute({
    path: p('/term/list'), tag: 'brand', auth: 'public', summary: 'Terms (titles and texts) shown in the footer and on /terms',
    body: termListBody, result: termListResponse.shape.result_data, errors: [...notFound],
    handler: ({ services, body }) => listTerms(services.db, body),
  }),
  defineRoute({
    path: p('/event_popup/list'), tag: 'brand', auth: 'public', summary: 'Event pop-ups showing now on this hotel\'s site',
    body: C.eventPopupListBody, result: C.eventPopupListResult, errors: [...notFound],
    handler: ({ services, body }) => content.listEventPopups(services.db, body),
  }),
  defineRoute({
    path: p('/intro/main'), tag: 'brand', auth: 'public', summary: 'Introduction of the brand or of a property',
    body: C.introMainBody, result: C.introMainResult, errors: [...notFound],
    handler: ({ services, body }) => content.getIntro(services.db, body),
  }),
  defineRoute({
    path: p('/facility/list'), tag: 'brand', auth: 'public', summary: 'Facilities and rooms (rooms are facility_type room); the brand hotel lists every property\'s',
    body: C.facilityListBody, result: C.facilityListResult, errors: [...notFound],
    handler: ({ services, body }) => content.listFacilities(services.db, body),
  }),
  defineRoute({
    path: p('/facility/detail'), tag: 'brand', auth: 'public', summary: 'One facility or room (also /room/{id}/{detailId}: hotel_seq = id, facility_seq = detailId, facility_type room)',
    body: C.facilityDetailBody, result: C.facilityDetailResult, errors: [...notFound],
    handler: ({ services, body }) => content.getFacility(services.db, body),
  }),
  defineRoute({
    path: p('/promotion/list'), tag: 'brand', auth: 'public', summary: 'Promotions, paged; ongoing by default',
    body: C.offerListBody, result: C.promotionListResult, errors: [...notFound],
    handler: async ({ services, body }) => {
      const { list, ...meta } = await content.listOffers(services.db, 'promotion', body);
      return { promotion_list: list.map(({ offer_seq, ...o }) => ({ promotion_seq: offer_seq, ...o })), ...meta };
    },
  }),
  defineRoute({
    path: p('/promotion/detail'), tag: 'brand', auth: 'public', summary: 'One promotion',
    body: C.promotionDetailBody, result: C.promotionDetailResult, errors: [...notFound],
    handler: async ({ services, body }) => {
      const { offer_seq, ...o } = await content.getOffer(services.db, 'promotion', { ...body, offer_seq: body.promotion_seq });
      return { promotion: { promotion_seq: offer_seq, ...o } };
    },
  }),
  defineRoute({
    path: p('/package/list'), tag: 'brand', auth: 'public', summary: 'Packages, paged; ongoing by default',
    body: C.offerListBody, result: C.packageListResult, errors: [...notFound],
    handler: async ({ services, body }) => {
      const { list, ...meta } = await content.listOffers(services.db, 'package', body);
      return { package_list: list.map(({ offer_seq, ...o }) => ({ package_seq: offer_seq, ...o })), ...meta };
    },
  }),
  defineRoute({
    path: p('/package/detail'), tag: 'brand', auth: 'public', summary: 'One package',
    body: C.packageDetailBody, result: C.packageDetailResult, errors: [...notFound],
    handler: async ({ services, body }) => {
      const { offer_seq, ...o } = await content.getOffer(services.db, 'package', { ...body, offer_seq: body.package_seq });
      return { package: { package_seq: offer_seq, ...o } };
    },
  }),
  defineRoute({
    path: p('/notice/list'), tag: 'brand', auth: 'public', summary: 'Notices of the hotel and of the whole company, pinned first, paged',
    body: C.noticeListBody, result: C.noticeListResult, errors: [...notFound],
    handler: ({ services, body }) => content.listNotices(services.db, body),
  }),
  defineRoute({
    path: p('/faq/list'), tag: 'brand', auth: 'public', summary: 'Frequently asked questions, by category',
    body: C.faqListBody, result: C.faqListResult, errors: [...notFound],
    handler: ({ services, body }) => content.listFaqs(services.db, body),
  }),
  defineRoute({
    path: p('/category_info/list'), tag: 'brand', auth: 'public', summary: 'Categories of FAQs (faq) or of inquiries (voc)',
    body: C.categoryListBody, result: C.categoryListResult, errors: [...notFound],
    handler: ({ services, body }) => content.listCategories(services.db, body),
  }),
  defineRoute({
    path: p('/mobile/auth_code/send'), tag: 'brand', auth: 'public', summary: 'Texts a 6-digit verification code to a mobile number (valid 10 minutes; 60 s between sends; daily cap)',
    body: V.authCodeSendBody, result: V.authCodeSendResult, errors: ['E429'],
    handler: ({ services, body, req }) => sendCode(services, body.phone, req.ip ?? 'unknown', body.lang_type),
  }),
  defineRoute({
    path: p('/mobile/auth_code/validate'), tag: 'brand', auth: 'public', summary: 'Checks a verification code (at most 5 checks per code) and answers a one-time proof for voc/register',
    body: V.authCodeValidateBody, result: V.authCodeValidateResult, errors: ['E429'],
    handler: ({ services, body }) => validateCode(services, body.phone, body.code),
  }),
  defineRoute({
    path: p('/mobile/auth_code/proof'), tag: 'brand', auth: 'public', summary: 'Whether a phone proof from mobile/auth_code/validate is valid for the number and not used yet (the site checks it before accepting an upload)',
    body: V.authCodeProofBody, result: V.authCodeProofResult, errors: [],
    handler: ({ services, body }) => checkProof(services, body.phone, body.verification_token),
  }),
  defineRoute({
    path: p('/voc/register'), tag: 'brand', auth: 'public', summary: 'Registers an inquiry (VOC) with up to 3 attachments (JPEG, PNG, GIF, PDF; 10 MB together, base64)',
    body: V.vocRegisterBody, result: V.vocRegisterResult, bodyLimit: '14mb', errors: [],
    handler: ({ services, body }) => registerVoc(services, body),
  }),
  defineRoute({
    path: p('/voc/lookup/send'), tag: 'brand', auth: 'public',
    summary: 'Texts a 6-digit code to the mobile number of an inquiry, if the receipt number and the number match one; answers the same either way (no enumeration). Limited per address and per receipt number',
    body: V.vocLookupSendBody, result: V.vocLookupSendResult, errors: ['E429'],
    handler: ({ services, body, req }) => sendLookupCode(services, body.receipt_no, body.phone, req.ip ?? 'unknown'),
  }),
  defineRoute({
    path: p('/voc/lookup/validate'), tag: 'brand', auth: 'public',
    summary: 'Checks a lookup code (single use, 10 minutes, 5 checks) and answers the inquiry\'s status and the hotel\'s answer; any mismatch answers one neutral E400',
    body: V.vocLookupValidateBody, result: V.vocLookupValidateResult, errors: ['E429'],
    handler: ({ services, body, req }) => validateLookupCode(services, body.receipt_no, body.phone, body.code, body.lang_type, req.ip ?? 'unknown'),
  }),
];
