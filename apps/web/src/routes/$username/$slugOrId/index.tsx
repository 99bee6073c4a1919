import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../layout/coming-soon';

export const Route = createFileRoute('/$username/$slugOrId/')({
  staticData: { pageType: 'deck-show', title: 'Deck' },
  component: ComingSoon,
});
