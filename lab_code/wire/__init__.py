"""The wire and the fake models: what crosses between a program and a chat-completions API.

Settings (the one switch to a real provider), the message builders and the scripted model,
the conversation rules a real server enforces, the offline fake server that speaks the real
wire format to the official SDK, tool-result shapes, misbehaviour scenarios (with the one catalogue of bad argument strings), and lesson 01's
round trip. Everything else in the course stands on this package; it imports no other.

Lessons: shared
"""
