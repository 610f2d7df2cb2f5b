import { SimpleGrid, Skeleton } from '@mantine/core';

/** Where the breakdown charts will be, while they (or their code) load. */
export function BreakdownSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label="Loading breakdown"
    >
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}
