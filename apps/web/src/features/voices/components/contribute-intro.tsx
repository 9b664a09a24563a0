/** Who can record, and why: the public part of /contribute. */
export function ContributeIntro() {
  return (
    <div className="max-w-2xl space-y-4 text-lg">
      <p>
        Most Roots courses are silent, or speak with a computer voice: no speech synthesiser speaks Yoruba, Igbo, Hausa,
        Somali or Zulu well, and a tone language learned only in writing is not learned. The voices have to come from
        people.
      </p>
      <p>
        If you speak one of our languages natively, you can record its words and sentences, a few at a time, in your
        browser: on a phone or a computer, in a quiet room.
      </p>
      <ul className="list-disc space-y-2 pl-6 text-base">
        <li>You apply with a short form and a sample recording; an editor approves each language.</li>
        <li>
          Your recordings reach learners only after two other speakers of the language approve them. You review theirs
          in turn.
        </li>
        <li>
          Recordings are checked for silence, noise and length, and evened out in loudness before anyone hears them.
        </li>
        <li>You choose whether the credits page names you, and by which name.</li>
      </ul>
    </div>
  );
}
