// Anyone: is someone there to answer (the panel says so before the first message), and how often
// the panel asks again.
import type { FastifyInstance } from 'fastify';
import { POLL_INTERVAL_MS } from '../rules/chat';
import { agentOnline } from './chat-view';

export const chatStatus = async (app: FastifyInstance) => ({ agentOnline: await agentOnline(app), pollMs: POLL_INTERVAL_MS });
