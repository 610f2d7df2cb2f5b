import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendedWalkbook } from '@groundwork/shared/contracts/recommended-walkbooks';
import { walkbookKeys } from '../../walkbooks';
import { recommendationKeys } from '../keys';
import { updateRecommendedWalkbook } from './manage-recommended-walkbook';

export interface AcceptInput {
  campaignId: string;
  books: readonly Pick<RecommendedWalkbook, 'id' | 'name'>[];
  surveyId: string | null;
  assigneeIds: string[];
  /** Told after each walkbook, with the results so far. */
  onProgress?: (results: AcceptResult[]) => void;
}

/** One recommendation's outcome: the walkbook made, or why not. */
export type AcceptResult =
  | { id: string; name: string; walkbookId: string; error?: undefined }
  | { id: string; name: string; walkbookId?: undefined; error: string };

/**
 * PUT /api/recommended-walkbook/ with status Accepted, the survey and the assignees, for each recommendation
 * in turn (one failing does not stop the others); the lists are asked again once, at the end.
 */
export const acceptRecommendedWalkbooks = async ({
  campaignId,
  books,
  surveyId,
  assigneeIds,
  onProgress,
}: AcceptInput): Promise<AcceptResult[]> => {
  const results: AcceptResult[] = [];
  for (const book of books) {
    try {
      const accepted = await updateRecommendedWalkbook({
        id: book.id,
        campaign_id: campaignId,
        status: 'Accepted',
        survey_id: surveyId,
        assignee_ids: assigneeIds,
      });
      if (!accepted.walkbook_id) throw new Error('No walkbook was made');
      results.push({ id: book.id, name: book.name, walkbookId: accepted.walkbook_id });
    } catch (error) {
      results.push({
        id: book.id,
        name: book.name,
        error: error instanceof Error ? error.message : 'Failed',
      });
    }
    onProgress?.([...results]);
  }
  return results;
};

export const useAcceptRecommendedWalkbooks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRecommendedWalkbooks,
    onSettled: async (_results, _error, { campaignId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationKeys.all }),
        queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(campaignId) }),
      ]);
    },
  });
};
