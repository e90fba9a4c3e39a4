import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { createStorage } from 'unstorage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logOf } from '../log.ts';
import { createCollection } from '../storage/collection.ts';
import { tracedCollection } from '../storage/traced-collection.ts';
import { inSpan, routeOf, setTracingOn, tellRouteOf, traceFields, tracingOn } from './spans.ts';

const noteSchema = z.object({ text: z.string() });
const notes = () => createCollection(createStorage(), { prefix: 'notes', schema: noteSchema }, logOf());

describe('with tracing off', () => {
  it('calls straight through: no span, no trace fields, the collection as it is', async () => {
    expect(tracingOn()).toBe(false);
    await expect(inSpan('work', {}, async (span) => span)).resolves.toBeUndefined();
    expect(traceFields()).toEqual({});
    const collection = notes();
    expect(tracedCollection(collection, 'notes', 'files')).toBe(collection);
    const request = {} as Parameters<typeof tellRouteOf>[0];
    tellRouteOf(request, () => '/api/session');
    expect(routeOf(request)).toBeUndefined();
  });
});

describe('with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const contextManager = new AsyncLocalStorageContextManager();
  const spanNamed = (name: string) => {
    const span = exporter.getFinishedSpans().find((candidate) => candidate.name === name);
    if (!span) throw new Error(`No span ${name} among ${exporter.getFinishedSpans().map((each) => each.name)}`);
    return span;
  };

  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable());
    trace.setGlobalTracerProvider(provider);
    setTracingOn(true);
  });
  afterEach(() => exporter.reset());
  afterAll(async () => {
    setTracingOn(false);
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  it('nests spans in the work that opened them, across awaits, and renames them when they end', async () => {
    let route: string | undefined;
    await inSpan(
      'render',
      { 'test.kind': 'page' },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await inSpan('inner', {}, async () => undefined);
        route = '/apps/file-manager';
      },
      () => route && `render ${route}`,
    );
    const outer = spanNamed('render /apps/file-manager');
    const inner = spanNamed('inner');
    expect(inner.spanContext().traceId).toBe(outer.spanContext().traceId);
    expect(inner.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    expect(outer.attributes['test.kind']).toBe('page');
  });

  it('marks a span whose work throws as an error, and throws on', async () => {
    await expect(
      inSpan('failing', {}, async () => {
        throw new Error('no answer');
      }),
    ).rejects.toThrow('no answer');
    const span = spanNamed('failing');
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'no answer' });
    expect(span.events.map((event) => event.name)).toEqual(['exception']);
  });

  it('gives log lines the trace and span of the work they are written in', async () => {
    expect(traceFields()).toEqual({});
    const seen = await inSpan('logging', {}, async (span) => ({ fields: traceFields(), context: span?.spanContext() }));
    expect(seen.fields).toEqual({ traceId: seen.context?.traceId, spanId: seen.context?.spanId });
    expect(seen.fields).toMatchObject({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('makes a span of every storage operation, named by operation and collection', async () => {
    const collection = tracedCollection(notes(), 'notes', 'files');
    await inSpan('request', {}, async () => {
      await collection.set('a', { text: 'hello' });
      await collection.update('a', () => ({ text: 'changed' }));
      await collection.take('a');
      await collection.get('a');
    });
    const request = spanNamed('request');
    const names = ['storage set notes', 'storage update notes', 'storage take notes', 'storage get notes'];
    for (const name of names) expect(spanNamed(name).parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(spanNamed('storage take notes').attributes).toEqual({
      'portal.storage': 'files',
      'db.collection.name': 'notes',
      'db.operation.name': 'take',
    });
    expect(tracedCollection(notes(), 'notes', 'redis')).not.toBe(collection);
  });

  it('keeps the route a request was answered by, for its server span', () => {
    const request = {} as Parameters<typeof tellRouteOf>[0];
    let pattern: string | undefined;
    tellRouteOf(request, () => pattern);
    expect(routeOf(request)).toBeUndefined();
    pattern = '/api/session';
    expect(routeOf(request)).toBe('/api/session');
  });
});
