import type { RecommendationRequest, RecommendationsPage } from '@sprout/core';
import { callFunction } from '../../../lib/functions';

/** One page of products that fit a child (functions/src/products/get-recommendations.ts). */
export function fetchRecommendations(request: RecommendationRequest): Promise<RecommendationsPage> {
  return callFunction<RecommendationRequest, RecommendationsPage>('getRecommendations', request, {
    retry: true,
  });
}
