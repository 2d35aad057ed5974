// The baseline for bench-rest: a bare Express app answering the same JSON the game server answered, with
// no validation, store or game logic, so the ratio shows what our layers cost.
import express from 'express';

const port = Number(process.env.PORT);
const getBody = process.env.BARE_GET_BODY ?? '{}';
const postBody = process.env.BARE_POST_BODY ?? '{}';

const app = express();
app.use(express.json());
app.get('/api/words/session/:code', (_request, response) => {
  response.type('application/json').send(getBody);
});
app.post('/api/sessions/:code/answers', (_request, response) => {
  response.type('application/json').send(postBody);
});
app.get('/ready', (_request, response) => {
  response.json({ ready: true });
});
app.listen(port, '127.0.0.1');
// Exits through Node's own path on the bench's SIGTERM, so --cpu-prof gets to write its profile.
process.on('SIGTERM', () => process.exit(0));
