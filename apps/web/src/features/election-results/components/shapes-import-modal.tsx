import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconMap } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useImportPrecinctShapes } from '../api/import-precinct-shapes';

const SHAPES_FILE_TYPES = '.geojson,.json,application/geo+json,application/json';

interface ShapesImportModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
}

/** Uploads precinct shapes (a GeoJSON FeatureCollection), replacing the campaign's. */
export function ShapesImportModal({ campaignId, opened, onClose }: ShapesImportModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const importing = useImportPrecinctShapes();
  const [file, setFile] = useState<File | null>(null);
  const [property, setProperty] = useState('');
  const [county, setCounty] = useState('');
  const report = importing.data;

  const close = () => {
    onClose();
    importing.reset();
    setFile(null);
    setProperty('');
    setCounty('');
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import precinct shapes"
      size="lg"
      fullScreen={isPhone === true}
    >
      {report ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
            Imported {formatNumber(report.imported)} precinct shapes (codes from <b>{report.property}</b>);{' '}
            {formatNumber(report.matched)} match precincts of your imported results.
          </Alert>
          {report.skipped.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {formatNumber(report.skipped.length)} features left out
              </Text>
              <List size="sm" spacing={2} aria-label="Features left out">
                {report.skipped.map((s) => (
                  <List.Item key={s.feature}>
                    Feature {s.feature}: {s.reason}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A GeoJSON file of precinct polygons, one feature per precinct. Its precinct code is read from a
            property such as precinct, PREC_ID or enr_desc; name it if yours differs. Importing replaces the
            shapes you have.
          </Text>
          <FileInput
            label="Shapes file"
            placeholder="Choose a .geojson or .json file"
            accept={SHAPES_FILE_TYPES}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconMap size={16} aria-hidden="true" />}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Precinct code property"
              description="Leave empty to detect it"
              value={property}
              onChange={(event) => setProperty(event.currentTarget.value)}
            />
            <TextInput
              label="County"
              description="For a statewide file: keep one county"
              value={county}
              onChange={(event) => setCounty(event.currentTarget.value)}
            />
          </SimpleGrid>
          {importing.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {importing.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!file}
              loading={importing.isPending}
              onClick={() => {
                if (!file) return;
                const fields = {
                  ...(property.trim() ? { property: property.trim() } : {}),
                  ...(county.trim() ? { county: county.trim() } : {}),
                };
                importing.mutate({ campaignId, file, fields });
              }}
            >
              Import shapes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
