import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { type Evaluation, emptyEvaluation, evaluationSchema } from '../evaluation.ts';

/**
 * Evaluations in the portal's storage (files or Redis, like sessions and user documents): one
 * document per RFP event (`event:<id>`). Every write changes one answer, one importance or the weights
 * through the collection's read-change-write (one at a time on files, compare-and-set on Redis),
 * so two evaluators saving at once both keep their change.
 */
function evaluations(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'rfp-evaluations',
    schema: evaluationSchema,
    keyOf: (id) => Buffer.from(id, 'utf8').toString('base64url'),
  });
}

export async function readEvaluation(config: StorageConfig, key: string): Promise<Evaluation> {
  return (await evaluations(config).get(key)) ?? emptyEvaluation();
}

export async function changeEvaluation(
  config: StorageConfig,
  key: string,
  change: (current: Evaluation) => Evaluation,
): Promise<Evaluation> {
  return (await evaluations(config).update(key, (current) => change(current ?? emptyEvaluation()))) as Evaluation;
}
