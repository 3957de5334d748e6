import { Router } from 'express';
import type { Db } from '../../db/index.ts';
import { getBrandMain, listTerms } from '../domain/brand.ts';
import { ok, parseBody } from '../envelope.ts';
import { brandMainBody, termListBody } from '../schemas/brand.ts';

/** /brand/branding/*: the public brand calls of SPEC §7. */
export function brandRouter(db: Db): Router {
  const router = Router();
  router.post('/main', async (req, res) => {
    ok(res, await getBrandMain(db, parseBody(brandMainBody, req.body)));
  });
  router.post('/term/list', async (req, res) => {
    ok(res, await listTerms(db, parseBody(termListBody, req.body)));
  });
  return router;
}
