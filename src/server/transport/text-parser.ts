import { Decoder, Encoder, type Packet, PacketType, protocol } from 'socket.io-parser';

// socket.io's parser looks through every packet it sends for binary data (Buffers,
// typed arrays), walking the whole object: for a game's state, about as long as
// encoding it. This server sends only JSON (states, logs, chat), so its packets
// are encoded as text at once. Clients keep the default parser: the text is the
// same as socket.io's own encoding of a packet without binary data.

/** Encodes every packet as socket.io's text packet. */
class TextPacketEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    return [(this as unknown as { encodeAsString(p: Packet): string }).encodeAsString(packet)];
  }
}

/** The `parser` option of socket.io's server. */
export const textParser = { protocol, PacketType, Encoder: TextPacketEncoder, Decoder };
export { TextPacketEncoder };
