import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, failureMessage } from '../api/http.js';
import type { PublicManong } from '@app/core/contract/bookings';
import { bookingManongs } from '../bookings/bookingApi.js';
import { HeaderRow } from '../bookings/HeaderRow.js';
import { dateTime } from '@app/core/format/dates';
import NotFound from './NotFound.js';

type Data = Awaited<ReturnType<typeof bookingManongs>>;
type Loaded = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: Data };

const COLUMNS = ['Picture', 'Name', 'Contact', 'Email', 'Confirmed'];

const CONFIRMED_COLOR: Record<string, 'success' | 'error' | 'default'> = { Yes: 'success', Declined: 'error' };

function ManongTable({ title, manongs }: { title: string; manongs: PublicManong[] }) {
  return (
    <Paper component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {title}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={{ minWidth: 560 }}>
          <HeaderRow columns={COLUMNS} />
          <TableBody>
            {manongs.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No Assigned Manongs</TableCell>
              </TableRow>
            )}
            {manongs.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Avatar src={m.picture ?? undefined} alt={m.name}>
                    {m.name.slice(0, 1)}
                  </Avatar>
                </TableCell>
                <TableCell>{m.name}</TableCell>
                <TableCell>{m.contact_number ?? 'Not given'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.email ?? 'Not given'}</TableCell>
                <TableCell>
                  <Chip size="small" label={m.confirmed} color={CONFIRMED_COLOR[m.confirmed] ?? 'default'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** The public manong page (spec §2): the booking's primary and alternative manongs, by the booking's reference. */
export default function BookingManongs() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    bookingManongs(id)
      .then((data) => live && setLoaded({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ kind: 'notFound' });
        else setLoaded({ kind: 'failed', message: failureMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [id]);

  if (loaded.kind === 'notFound') return <NotFound />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Assigned manongs
      </Typography>
      {loaded.kind === 'loading' && <LinearProgress aria-label="Loading the manongs" />}
      {loaded.kind === 'failed' && <Alert severity="error">{loaded.message}</Alert>}
      {loaded.kind === 'ready' && (
        <>
          <Typography sx={{ mb: 3 }}>
            Booking {loaded.data.id}, scheduled {dateTime(loaded.data.when_at)}
          </Typography>
          <ManongTable title="Primary Manongs" manongs={loaded.data.primary} />
          <ManongTable title="Alternative Manongs" manongs={loaded.data.alternative} />
        </>
      )}
    </Container>
  );
}
