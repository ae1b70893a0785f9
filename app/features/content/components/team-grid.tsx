import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Image } from "~/components/image";

export interface TeamMemberCard {
  id: string;
  name: string;
  title: string;
  imageUrl: string | null;
  bio: string | null;
}

function Portrait({ member, className, sizes }: { member: TeamMemberCard; className: string; sizes: string }) {
  return (
    <div className={`bg-brand-100 overflow-hidden ${className}`}>
      {member.imageUrl ? (
        <Image
          src={member.imageUrl}
          alt={`Photo of ${member.name}`}
          width={480}
          height={480}
          sizes={sizes}
          maxWidth={480}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden className="text-brand-700 flex size-full items-center justify-center text-4xl font-bold">
          {member.name.charAt(0)}
        </span>
      )}
    </div>
  );
}

/** Active team members; one with a bio opens a dialog (photo, title, bio) from a real button. */
export function TeamGrid({ members }: { members: TeamMemberCard[] }) {
  if (members.length === 0) {
    return <p className="bg-brand-50 text-muted rounded-xl p-8 text-center">Team member information coming soon...</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
      {members.map((member) => {
        const card = (
          <>
            <Portrait
              member={member}
              className="aspect-square w-full rounded-2xl"
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            />
            <span className="mt-3 block text-lg font-semibold">{member.name}</span>
            <span className="text-muted block text-sm">{member.title}</span>
          </>
        );
        return (
          <li key={member.id}>
            {member.bio ? (
              <Dialog.Root>
                <Dialog.Trigger
                  className="w-full rounded-2xl text-left hover:opacity-90"
                  aria-label={`${member.name}, ${member.title}: read bio`}
                >
                  {card}
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
                  <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
                    <Portrait member={member} className="mx-auto size-40 rounded-full" sizes="160px" />
                    <div className="text-center">
                      <Dialog.Title className="text-xl font-semibold">{member.name}</Dialog.Title>
                      <p className="text-brand-700 text-sm font-medium">{member.title}</p>
                    </div>
                    <Dialog.Description className="text-ink leading-relaxed">{member.bio}</Dialog.Description>
                    <Dialog.Close className="text-muted hover:text-ink absolute top-4 right-4 rounded-sm">
                      <X aria-hidden className="size-5" />
                      <span className="sr-only">Close</span>
                    </Dialog.Close>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            ) : (
              <div>{card}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
