// The page's code before a move to it renders it (offerDetailPart.ts).
export { preloadOfferOnMove as default } from '../../../../components/offers/offerDetailPart.ts';
